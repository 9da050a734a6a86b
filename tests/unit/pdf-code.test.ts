import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module afresh for each test: it keeps the fonts' bytes for the visit. */
const freshPdfCode = async () => {
  vi.resetModules();
  return import('@/lib/pdf/pdf-code');
};
const woffs = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.endsWith('.woff'));

describe("a PDF's code and fonts, asked for early (pdf-code.ts)", () => {
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetch = vi.fn(async () => new Response(new Uint8Array([1, 2, 3])));
    vi.stubGlobal('fetch', fetch);
  });
  // The files of rules share a worker: the next one's writer must not find these bytes kept.
  afterEach(() => vi.resetModules());

  it('asks for both fonts beside the code, before the code has arrived', async () => {
    const { pdfCode } = await freshPdfCode();
    let arrive: (code: string) => void = () => undefined;
    const code = pdfCode(() => new Promise<string>((resolve) => (arrive = resolve)));
    expect(woffs(fetch)).toEqual([
      expect.stringContaining('noto-sans-devanagari-latin-400-normal'),
      expect.stringContaining('noto-sans-devanagari-devanagari-400-normal'),
    ]);
    arrive('the layout');
    await expect(code).resolves.toBe('the layout');
  });

  it('fetches each font once per visit: the press gets the bytes asked for ahead', async () => {
    const { fontBytes, pdfCode } = await freshPdfCode();
    await pdfCode(async () => 'ahead');
    const [url] = woffs(fetch);
    const bytes = await fontBytes(url ?? '');
    expect(new Uint8Array(bytes)).toEqual(new Uint8Array([1, 2, 3]));
    await pdfCode(async () => 'pressed');
    expect(woffs(fetch)).toHaveLength(2);
  });

  it('forgets a font that did not load, so the next PDF asks for it again', async () => {
    const { fontBytes } = await freshPdfCode();
    fetch.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(fontBytes('/assets/a.woff')).rejects.toThrow("The PDF's font did not load (503)");
    await expect(fontBytes('/assets/a.woff')).resolves.toBeInstanceOf(ArrayBuffer);
    expect(woffs(fetch)).toEqual(['/assets/a.woff', '/assets/a.woff']);
  });
});
