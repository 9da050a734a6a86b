import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';

/**
 * When each language's texts load (docs/i18n.md): the texts' and the language's modules as a
 * page loads them, afresh for each test, so each starts with no catalogue defined and the
 * language this device chose.
 */
async function freshTexts() {
  vi.resetModules();
  const texts = await import('@/lib/i18n/texts');
  const locale = await import('@/lib/i18n/locale');
  return { ...texts, ...locale };
}

const english = { hello: 'Hello' };
const hindiFile = () => Promise.resolve({ hi: { hello: 'नमस्ते' } });

afterEach(() => {
  localStorage.clear();
});

describe('a catalogue’s other languages', () => {
  it('are loaded by a switch, every catalogue defined so far, before the language changes', async () => {
    const { defineTexts, getLocale, setLocale, textsNow } = await freshTexts();
    const loader = vi.fn(hindiFile);
    const texts = defineTexts(english, { './texts.hi.ts': loader });
    expect(textsNow(texts)).toBe(english);
    expect(loader).not.toHaveBeenCalled();
    await setLocale('hi');
    expect(getLocale()).toBe('hi');
    // In already: a toast written the moment after the switch is in Hindi.
    expect(textsNow(texts)).toEqual({ hello: 'नमस्ते' });
    expect(loader).toHaveBeenCalledTimes(1);
    await setLocale('en');
    expect(textsNow(texts)).toBe(english);
  });

  it('are loaded before the first render for a Hindi reader, in one round; for an English one, none is', async () => {
    localStorage.setItem(storageKeys.locale, 'hi');
    const hindi = await freshTexts();
    const first = hindi.defineTexts(english, { './texts.hi.ts': hindiFile });
    const second = hindi.defineTexts(
      { bye: 'Bye' },
      {
        './texts.hi.ts': () => Promise.resolve({ hi: { bye: 'अलविदा' } }),
      },
    );
    await hindi.preloadTexts();
    expect(hindi.textsNow(first)).toEqual({ hello: 'नमस्ते' });
    expect(hindi.textsNow(second)).toEqual({ bye: 'अलविदा' });

    localStorage.setItem(storageKeys.locale, 'en');
    const inEnglish = await freshTexts();
    const loader = vi.fn(hindiFile);
    inEnglish.defineTexts(english, { './texts.hi.ts': loader });
    await inEnglish.preloadTexts();
    expect(loader).not.toHaveBeenCalled();
  });

  it('are each found by the language’s code among the area’s files', async () => {
    const { defineTexts } = await freshTexts();
    // As import.meta.glob lists them, in the order of their names: Bengali before Hindi.
    const texts = defineTexts(english, {
      './texts.bn.ts': () => Promise.resolve({ bn: { hello: 'নমস্কার' } }),
      './texts.hi.ts': hindiFile,
    });
    await expect(texts.load('hi')).resolves.toEqual({ hello: 'नमस्ते' });
  });

  it('that an area has no file for fail to load, naming the language, and English stands in', async () => {
    const { defineTexts, setLocale, textsNow } = await freshTexts();
    const texts = defineTexts(english, {});
    // A promise that rejects, not a throw: a switch or a page waiting on it goes on.
    const loading = texts.load('hi');
    await expect(loading).rejects.toThrow('No hi texts');
    // The switch waits for the texts on screen, so it does not happen without them.
    await expect(setLocale('hi')).rejects.toThrow('No hi texts');
    expect(textsNow(texts)).toBe(english);
  });
});

describe('texts outside React (textsNow)', () => {
  it('read as English while the Hindi of a page loading with them is on its way, then as Hindi', async () => {
    const { defineTexts, setLocale, textsNow } = await freshTexts();
    await setLocale('hi');
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const loader = vi.fn(async () => {
      await arrived;
      return { hi: { hello: 'नमस्ते' } };
    });
    // Defined after the switch: the page's chunk came with its catalogue.
    const texts = defineTexts(english, { './texts.hi.ts': loader });
    expect(textsNow(texts)).toBe(english);
    expect(loader).toHaveBeenCalledTimes(1);
    arrive();
    await vi.waitFor(() => expect(textsNow(texts)).toEqual({ hello: 'नमस्ते' }));
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('a Hindi file that does not arrive (offline for a moment)', () => {
  it('leaves its page in English rather than waiting, and is asked for again at the next switch', async () => {
    const { defineTexts, setLocale, useTexts } = await freshTexts();
    await setLocale('hi');
    const loader = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(hindiFile);
    const texts = defineTexts(english, { './texts.hi.ts': loader });
    function Page() {
      return <p>{useTexts(texts).hello}</p>;
    }
    render(
      <Suspense fallback={<p>…</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('Hello', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    await act(() => setLocale('en'));
    await act(() => setLocale('hi'));
    expect(screen.getByText('नमस्ते')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
