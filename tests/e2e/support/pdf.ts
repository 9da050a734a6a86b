import { execFileSync } from 'node:child_process';
import type { Download } from '@playwright/test';

/** A downloaded PDF's text (pdftotext), its fonts (pdffonts) and its first page as a picture. */
export async function readPdf(download: Download, picture: string) {
  const path = await download.path();
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    path,
    picture,
  ]);
  return {
    text: execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '),
    fonts: execFileSync('pdffonts', [path], { encoding: 'utf8' }),
  };
}
