// The PDFs' font for the Latin script, named by the registry's `script` (docs/i18n.md#a-new-language).
import url from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff?url';
import type { ScriptFont } from '../script-font';

/** The base script's font sets whatever no other script's blocks claim. */
export default { url, blocks: [] } satisfies ScriptFont;
