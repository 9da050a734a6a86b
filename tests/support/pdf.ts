import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** The PDF's text (pdftotext -layout, blanks as single spaces), fonts, pictures and title. */
export async function readBack(
  pdf: Blob,
): Promise<{ text: string; fonts: string; images: string; title: string }> {
  const file = join(mkdtempSync(join(tmpdir(), 'statement-')), 'statement.pdf');
  writeFileSync(file, new Uint8Array(await pdf.arrayBuffer()));
  const run = (tool: string, ...args: string[]) =>
    execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
  return {
    text: run('pdftotext', '-layout').replace(/\s+/g, ' '),
    fonts: run('pdffonts'),
    images: run('pdfimages', '-list'),
    title: /^Title:\s*(.*)$/m.exec(run('pdfinfo'))?.[1] ?? '',
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
