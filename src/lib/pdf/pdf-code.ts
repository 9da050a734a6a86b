/**
 * What a first PDF waits for, asked for early (docs/performance.md#the-first-pdf): the writer's
 * code and its fonts. Small on purpose: the screens that offer a PDF import it, never the writer,
 * which only their `import()` brings.
 */
import { useEffect } from 'react';
import { whenIdle } from '@/lib/first-page';
import { useAfterFrame } from '@/lib/use-after-frame';
import { FONTS } from './script-font';

/**
 * Each font file's bytes, fetched once per visit: the files are the build's own and never change
 * under a visit, and a screen that asked for them ahead hands them to the press that follows. A
 * failed fetch is forgotten, so the next PDF asks again.
 */
const fonts = new Map<string, Promise<ArrayBuffer>>();

export function fontBytes(url: string): Promise<ArrayBuffer> {
  const asked = fonts.get(url);
  if (asked) return asked;
  const bytes = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`The PDF's font did not load (${response.status})`);
    return response.arrayBuffer();
  });
  fonts.set(url, bytes);
  bytes.catch(() => fonts.delete(url));
  return bytes;
}

/**
 * A PDF's code (`load`, an `import()` of its layout, which brings the writer), with the writer's
 * fonts asked for beside it rather than once the writer runs: on slow 4G the two downloads then
 * overlap.
 */
export function pdfCode<T>(load: () => Promise<T>): Promise<T> {
  for (const font of FONTS) fontBytes(font.url).catch(() => undefined);
  return load();
}

/**
 * For a screen that offers a PDF: its code (`code`, a `pdfCode`, the same function at every
 * render) is asked for once the screen is drawn and the browser is idle, so a press finds it in.
 * A failure here is not reported: the press asks again and says it.
 */
export function usePdfCodeAhead(code: () => Promise<unknown>): void {
  const drawn = useAfterFrame();
  useEffect(() => {
    if (drawn) void whenIdle().then(() => code().catch(() => undefined));
  }, [drawn, code]);
}
