// English's font in the PDFs, the Latin script's (docs/i18n.md: adding a language).
import url from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff?url';
import type { ScriptFont } from './script-font';

/** The base script's font sets whatever no other script's blocks claim. */
export default { url, blocks: [] } satisfies ScriptFont;
