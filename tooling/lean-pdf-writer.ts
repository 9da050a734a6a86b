import type { Plugin } from 'vite';

/**
 * The data the PDF writer carries and never uses, left out of the build: 297 kB gzip of its
 * 548 kB, which a phone on slow 4G downloads and parses at the first PDF
 * (docs/performance.md#the-first-pdf). The writer embeds our own two woff fonts and nothing else:
 * - fontkit's copy of iconv-lite's Chinese, Japanese and Korean code pages (146 kB gzip), which
 *   decode a font's names in those legacy encodings: ours are Unicode;
 * - fontkit's Brotli dictionary (52 kB gzip), which fontkit decompresses as it loads, for woff2
 *   fonts: ours are woff (woff2 fails its subsetter, docs/decisions/0011-hindi-pdfs.md);
 * - pdf-lib's metrics of the 14 standard PDF fonts (95 kB gzip), for text in Helvetica and the
 *   like: every text we draw is in an embedded font. One asked for fails loudly.
 * And one change of behaviour, its own fix of fontkit's costliest habit: a woff font's table is
 * inflated once, not again at every read (fontkit reads the glyph table afresh for each glyph it
 * measures or shapes: 2.2 of 4.9 s of processor time for four Hindi certificates, measured).
 * Each change must find its text exactly once, or the build stops: a new fontkit is looked at
 * again, never half-changed.
 */
const FONTKIT = /@pdf-lib[\\/]fontkit[\\/]dist[\\/]fontkit\.es\.js$/;
const CODE_PAGES = ['shiftjis', 'eucjp', 'cp936', 'gbkAdded', 'cp949', 'cp950', 'big5Added'];
const fontkitChanges: { what: string; from: RegExp; to: string }[] = [
  ...CODE_PAGES.map((name) => ({
    what: `the code page ${name}`,
    from: new RegExp(`^var ${name} = \\[\\n[\\s\\S]*?\\n\\];$`, 'gm'),
    to: `var ${name} = [];`,
  })),
  {
    what: 'the Brotli dictionary',
    from: /^var dictionary_bin = "[^"]*";$/gm,
    to: 'var dictionary_bin = "";',
  },
  {
    what: "the dictionary's decompression on load",
    from: /^dictionary\.init\(BrotliDecompressBuffer\);$/gm,
    to: '',
  },
  {
    what: "a woff font's table inflated once",
    from: /^ {8}var outBuffer = new buffer_1\(table\.length\);\n {8}var buf = tinyInflate\$1\(this\.stream\.readBuffer\(table\.compLength - 2\), outBuffer\);$/gm,
    to: [
      '        var inflated = this._inflated || (this._inflated = {});',
      '        var buf = inflated[tag] || (inflated[tag] = tinyInflate$1(this.stream.readBuffer(table.compLength - 2), new buffer_1(table.length)));',
    ].join('\n'),
  },
];

const STANDARD_FONT_METRICS = /^\.\/[\w-]+\.compressed\.json$/;
const STANDARD_FONTS = /@pdf-lib[\\/]standard-fonts[\\/]es[\\/]Font\.js$/;
const NO_METRICS = '\0no-standard-font-metrics';

export function leanPdfWriter(): Plugin {
  return {
    name: 'lean-pdf-writer',
    enforce: 'pre',
    resolveId(source, importer) {
      return STANDARD_FONT_METRICS.test(source) && STANDARD_FONTS.test(importer ?? '')
        ? NO_METRICS
        : null;
    },
    load(id) {
      return id === NO_METRICS
        ? "export default ''; // docs/performance.md#the-first-pdf: no standard font is drawn"
        : null;
    },
    transform(code, id) {
      if (!FONTKIT.test(id)) return null;
      return fontkitChanges.reduce((text, change) => {
        const found = text.match(change.from)?.length ?? 0;
        if (found !== 1) {
          throw new Error(`lean-pdf-writer: ${change.what} found ${found} times in fontkit`);
        }
        return text.replace(change.from, change.to);
      }, code);
    },
  };
}
