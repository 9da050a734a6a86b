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

/** After the frame being drawn now is on screen (at once in a hidden tab, which does not draw). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });

/** When the browser is next idle. */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else setTimeout(resolve, 50);
  });

let firstPageDrawn: Promise<void> | undefined;

/**
 * Resolves once the first screen has been committed and drawn, and the browser is idle. Work
 * that can wait (the api client, the toaster, the demo backend) starts then, so it never competes
 * with the first paint for the network or the main thread.
 */
export function whenFirstPageDrawn(): Promise<void> {
  firstPageDrawn ??= committed.then(afterPaint).then(whenIdle);
  return firstPageDrawn;
}
