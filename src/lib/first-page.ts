/** Page chunks on their way: the first page is drawn once none is left. */
let chunksLoading = 0;

/** Counts a page chunk while it loads (see `whenFirstPageDrawn`). */
export async function trackPageChunk<T>(load: Promise<T>): Promise<T> {
  chunksLoading += 1;
  try {
    return await load;
  } finally {
    chunksLoading -= 1;
  }
}

/** Once the page has loaded and the browser is next idle. */
const whenPageIdle = () =>
  new Promise<void>((resolve) => {
    const idle = () =>
      window.requestIdleCallback
        ? window.requestIdleCallback(() => resolve(), { timeout: 2_000 })
        : setTimeout(resolve, 200);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

/** After the frame being drawn now is on screen (at once in a hidden tab, which does not draw). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });

let firstPageDrawn: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and been drawn with no page chunk left on its way. Work that
 * can wait (the api client, the toaster, the demo backend) starts then, so it never delays the
 * first paint.
 */
export function whenFirstPageDrawn(): Promise<void> {
  firstPageDrawn ??= (async () => {
    await whenPageIdle();
    for (;;) {
      if (chunksLoading === 0) {
        // A chunk that has just arrived may render a page that loads the next one: look again.
        await afterPaint();
        if (chunksLoading === 0) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return firstPageDrawn;
}
