import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { vi } from 'vitest';

/**
 * The PDF writer fetches its fonts as the app's assets; here they are read from node_modules,
 * where Vite's `?url` points: /node_modules/@fontsource/... inside the project, or /@fs/ and the
 * absolute path when node_modules lies outside it (the mutation run's sandbox links to it).
 */
export function fontsFromDisk() {
  const fetchOthers = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/');
    if (!url.pathname.endsWith('.woff')) return fetchOthers(input, init);
    const path = decodeURIComponent(url.pathname);
    const file = path.startsWith('/@fs/') ? path.slice('/@fs'.length) : join(process.cwd(), path);
    return new Response(readFileSync(file));
  });
}

/** The PDF's text (pdftotext -layout, blanks as single spaces), fonts, pictures and pdfinfo's fields. */
export async function readBack(pdf: Blob): Promise<{
  text: string;
  fonts: string;
  images: string;
  title: string;
  creator: string;
  producer: string;
}> {
  const file = join(mkdtempSync(join(tmpdir(), 'statement-')), 'statement.pdf');
  writeFileSync(file, new Uint8Array(await pdf.arrayBuffer()));
  const run = (tool: string, ...args: string[]) =>
    execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
  const info = run('pdfinfo');
  const field = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'm').exec(info)?.[1] ?? '';
  return {
    text: run('pdftotext', '-layout').replace(/\s+/g, ' '),
    fonts: run('pdffonts'),
    images: run('pdfimages', '-list'),
    title: field('Title'),
    creator: field('Creator'),
    producer: field('Producer'),
  };
}

/** A word of a PDF and its box, in points from the page's top left (pdftotext -bbox-layout). */
export type PlacedWord = {
  page: number;
  text: string;
  x: number;
  y: number;
  right: number;
  bottom: number;
};

/** Every word of the PDF with the box it is drawn in, page by page in reading order. */
export async function wordsOf(pdf: Blob): Promise<PlacedWord[]> {
  const file = join(mkdtempSync(join(tmpdir(), 'layout-')), 'layout.pdf');
  writeFileSync(file, new Uint8Array(await pdf.arrayBuffer()));
  const html = execFileSync('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8' });
  const words: PlacedWord[] = [];
  html
    .split('<page ')
    .slice(1)
    .forEach((page, index) => {
      for (const [, x, y, right, bottom, text] of page.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        words.push({
          page: index + 1,
          text: text ?? '',
          x: Number(x),
          y: Number(y),
          right: Number(right),
          bottom: Number(bottom),
        });
      }
    });
  return words;
}

/** The PDF's bytes, read back with pdf-lib (for what the poppler tools do not print). */
async function parsed(pdf: Blob) {
  const { PDFDocument } = await import('pdf-lib');
  return PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
}

/** The document's language, as its catalogue's /Lang says it to a screen reader. */
export async function languageOf(pdf: Blob): Promise<string | undefined> {
  const { PDFName, PDFString } = await import('pdf-lib');
  const lang = (await parsed(pdf)).catalog.lookup(PDFName.of('Lang'));
  return lang instanceof PDFString ? lang.decodeText() : undefined;
}

/**
 * The ActualText of every marked-content span, page by page in the order drawn: the writer
 * wraps each run set in the Devanagari font in one (docs/decisions/0011-hindi-pdfs.md).
 */
export async function spansOf(pdf: Blob): Promise<string[]> {
  const { PDFArray, PDFHexString, PDFRawStream } = await import('pdf-lib');
  const doc = await parsed(pdf);
  const spans: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const text = Buffer.from(inflateSync(stream.contents)).toString('latin1');
      for (const [, hex] of text.matchAll(/\/ActualText <([0-9A-F]*)>/g))
        spans.push(PDFHexString.of(hex ?? '').decodeText());
    }
  }
  return spans;
}

/** A page drawn in grey levels (0 black, 255 white), `scale` pixels to a point. */
export type Picture = { width: number; height: number; scale: number; grey: Uint8Array };

/** Page `page` (from 1) of the PDF as pdftoppm draws it. */
export async function pictureOf(pdf: Blob, page: number, scale = 2): Promise<Picture> {
  const dir = mkdtempSync(join(tmpdir(), 'picture-'));
  const file = join(dir, 'page.pdf');
  writeFileSync(file, new Uint8Array(await pdf.arrayBuffer()));
  const args = ['-gray', '-r', String(72 * scale), '-f', String(page), '-l', String(page)];
  execFileSync('pdftoppm', [...args, '-singlefile', file, join(dir, 'page')]);
  const pgm = readFileSync(join(dir, 'page.pgm'));
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm wrote no greymap');
  const [, width, height] = header.map(Number);
  return {
    width: width ?? 0,
    height: height ?? 0,
    scale,
    grey: new Uint8Array(pgm.subarray(header[0].length)),
  };
}

/** The darkest grey level inside a box of points from the page's top left (a word's box). */
export function darkestIn(
  picture: Picture,
  box: { x: number; y: number; right: number; bottom: number },
): number {
  const { width, scale, grey } = picture;
  let darkest = 255;
  for (let row = Math.floor(box.y * scale); row < Math.ceil(box.bottom * scale); row += 1)
    for (let col = Math.floor(box.x * scale); col < Math.ceil(box.right * scale); col += 1)
      darkest = Math.min(darkest, grey[row * width + col] ?? 255);
  return darkest;
}

/** The rows (in points from the top) where a line is drawn unbroken from `from` to `to`. */
export function rulesAcross(picture: Picture, from: number, to: number): number[] {
  const { width, height, scale, grey } = picture;
  const rows: number[] = [];
  for (let row = 0; row < height; row += 1) {
    let unbroken = true;
    for (let col = Math.ceil(from * scale); col < Math.floor(to * scale) && unbroken; col += 1)
      unbroken = (grey[row * width + col] ?? 255) < 230;
    if (unbroken) rows.push(row / scale);
  }
  return rows;
}
