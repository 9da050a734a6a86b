// The Devanagari script's font in the PDFs, named by each language written in it (font.hi.ts,
// font.mr.ts): one file, so a PDF embeds it once (docs/i18n.md: adding a language).
import url from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff?url';
import type { ScriptFont } from './script-font';

export default {
  url,
  // Devanagari, Vedic Extensions, Devanagari Extended; the joiners and the rupee sign.
  blocks: [
    [0x0900, 0x097f],
    [0x1cd0, 0x1cff],
    [0xa8e0, 0xa8ff],
    [0x200c, 0x200d],
    [0x20b9, 0x20b9],
  ],
} satisfies ScriptFont;
