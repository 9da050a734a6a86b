/**
 * Resolves once the page has loaded and the browser is next idle: work that can wait (the demo
 * backend, the api client) starts then, so it never competes with the first paint.
 */
export function whenPageIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      window.requestIdleCallback
        ? window.requestIdleCallback(() => resolve(), { timeout: 2_000 })
        : setTimeout(resolve, 200);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
