import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from '@/lib/load-script';

let src = '';
const scripts = () => document.head.querySelectorAll(`script[src="${src}"]`);
/** How a load ended, read when the test has done its part: its error's message, or that it loaded. */
const failureOf = (load: Promise<unknown>) =>
  load.then(
    () => 'loaded',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

/** Ends a load a test has no more use for, so its time limit fires in no later test. */
const settleLoad = () => scripts()[0]?.dispatchEvent(new Event('load'));

beforeEach(({ task }) => {
  // A URL of its own for each test: a loaded script is remembered for the page's life.
  src = `https://volt.example.in/${task.id}.js`;
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('loadScript', () => {
  it('adds the script once and resolves when it loads', async () => {
    const first = loadScript(src, 1_000);
    expect(loadScript(src, 1_000)).toBe(first);
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('asks the browser to check a pinned script against its hash', () => {
    void loadScript(src, 1_000, { integrity: 'sha384-abc' });
    expect(scripts()[0]).toHaveAttribute('integrity', 'sha384-abc');
    // A cross-origin script is checked only when fetched with CORS.
    expect(scripts()[0]).toHaveAttribute('crossorigin', 'anonymous');
    settleLoad();
  });

  it('adds a script without a hash as a plain one', () => {
    void loadScript(src, 1_000);
    expect(scripts()[0]).not.toHaveAttribute('integrity');
    expect(scripts()[0]).not.toHaveAttribute('crossorigin');
    settleLoad();
  });

  it('rejects a script that fails, and may be tried again', async () => {
    const first = loadScript(src, 1_000);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(`Could not load: ${src}`);
    expect(scripts()).toHaveLength(0);
    const second = loadScript(src, 1_000);
    expect(second).not.toBe(first);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });

  it('rejects a script that has not arrived within the time limit', async () => {
    vi.useFakeTimers();
    const pending = loadScript(src, 1_000);
    const outcome = failureOf(pending);
    vi.advanceTimersByTime(999);
    expect(scripts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(await outcome).toBe(`Timed out loading: ${src}`);
    expect(scripts()).toHaveLength(0);
  });

  it('rejects a script that fails as it runs, and keeps its error from reaching the page', async () => {
    const pending = loadScript(src, 1_000);
    const outcome = failureOf(pending);
    // A script that is not valid JavaScript loads, then reports its error on the window.
    const thrown = new ErrorEvent('error', {
      cancelable: true,
      filename: src,
      message: 'Uncaught SyntaxError: Unexpected end of input',
    });
    window.dispatchEvent(thrown);
    scripts()[0]?.dispatchEvent(new Event('load'));
    expect(await outcome).toBe(`Could not run: ${src}`);
    expect(thrown.defaultPrevented).toBe(true);
    expect(scripts()).toHaveLength(0);
  });

  it("leaves another script's errors to the page", async () => {
    const pending = loadScript(src, 1_000);
    const elsewhere = new ErrorEvent('error', {
      cancelable: true,
      filename: 'https://www.example.in/other.js',
    });
    window.dispatchEvent(elsewhere);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBeUndefined();
    expect(elsewhere.defaultPrevented).toBe(false);
  });

  it("keeps a loaded script for the page's life: a later launch shares it, nothing is fetched again", async () => {
    const first = loadScript(src, 1_000);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await first;
    expect(loadScript(src, 1_000)).toBe(first);
    expect(scripts()).toHaveLength(1);
  });

  it("is done with its time limit and its errors once loaded: they are the page's again", async () => {
    vi.useFakeTimers();
    const first = loadScript(src, 1_000);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await first;
    vi.advanceTimersByTime(5_000);
    expect(scripts()).toHaveLength(1);
    expect(loadScript(src, 1_000)).toBe(first);
    // Its code throwing later (in a callback of its own) is an error like any other on the page.
    const later = new ErrorEvent('error', { cancelable: true, filename: src });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('is done with its time limit and its errors once failed', async () => {
    vi.useFakeTimers();
    const outcome = failureOf(loadScript(src, 1_000));
    scripts()[0]?.dispatchEvent(new Event('error'));
    expect(await outcome).toBe(`Could not load: ${src}`);
    expect(vi.getTimerCount()).toBe(0);
    const later = new ErrorEvent('error', { cancelable: true, filename: src });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('knows its error by the script running, when a cross-origin error comes without a file name', async () => {
    const pending = loadScript(src, 1_000);
    const outcome = failureOf(pending);
    const script = scripts()[0];
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script as HTMLScriptElement);
    const thrown = new ErrorEvent('error', { cancelable: true, message: 'Script error.' });
    window.dispatchEvent(thrown);
    script?.dispatchEvent(new Event('load'));
    expect(await outcome).toBe(`Could not run: ${src}`);
    expect(thrown.defaultPrevented).toBe(true);
  });

  it('lets a late failure of a load that timed out leave its retry alone', async () => {
    vi.useFakeTimers();
    const outcome = failureOf(loadScript(src, 1_000));
    const late = scripts()[0];
    vi.advanceTimersByTime(1_000);
    expect(await outcome).toBe(`Timed out loading: ${src}`);
    const retry = loadScript(src, 1_000);
    // The first script's fetch answers after all, with an error.
    late?.dispatchEvent(new Event('error'));
    expect(loadScript(src, 1_000)).toBe(retry);
    expect(scripts()).toHaveLength(1);
    settleLoad();
    await retry;
  });
});
