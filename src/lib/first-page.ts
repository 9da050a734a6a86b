let markCommitted: () => void = () => undefined;
const committed = new Promise<void>((resolve) => {
  markCommitted = resolve;
});

/**
 * Called by the app once its first screen is on the page (the first page, whose chunks arrive
 * before the first render, or the partner lookup's spinner).
 */
export function firstScreenCommitted(): void {
  markCommitted();
}

/*
 * The waits below name no `window` or `document` of their own: a wait that ends after its page
 * was torn down (a test's page, whose file has ended) must end quietly, not throw where nobody
 * can catch it.
 */

/** After the frame being drawn now is on screen (at once in a hidden tab, which does not draw). */
export const afterPaint = () =>
  new Promise<void>((resolve) => {
    if (globalThis.document?.visibilityState !== 'visible') resolve();
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });

/**
 * After the screen just committed has reached the display: its largest paint is reported when
 * its frame is presented, which can come after the next frame has started. A screen with nothing
 * larger than the one before reports none, so two drawn frames are the longest wait.
 */
export const afterPresented = () =>
  new Promise<void>((resolve) => {
    const observer = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
      ? new PerformanceObserver(() => done())
      : undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    observer?.observe({ type: 'largest-contentful-paint' });
    void afterPaint().then(afterPaint).then(done);
  });

/** When the browser is next idle. */
export const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (globalThis.requestIdleCallback)
      globalThis.requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else setTimeout(resolve, 50);
  });

let firstPageDrawn: Promise<void> | undefined;

/**
 * Resolves once the first screen has been committed and drawn, and the browser is idle. Work
 * that can wait (the api client, the demo backend) starts then, so it never competes
 * with the first paint for the network or the main thread.
 */
export function whenFirstPageDrawn(): Promise<void> {
  firstPageDrawn ??= committed.then(afterPresented).then(whenIdle);
  return firstPageDrawn;
}
