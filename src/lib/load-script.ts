const loaded = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once per URL. A load that fails or takes longer than `timeoutMs`
 * rejects, and may be tried again. With `integrity` (subresource integrity) the browser runs the
 * script only if it is exactly the pinned version.
 */
export function loadScript(
  src: string,
  timeoutMs: number,
  { integrity }: { integrity?: string | undefined } = {},
): Promise<void> {
  const known = loaded.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loaded.delete(src);
      reject(new Error(`${reason}: ${src}`));
    };
    const timer = setTimeout(() => fail('Timed out loading'), timeoutMs);
    if (integrity) {
      script.setAttribute('integrity', integrity);
      // The browser checks a cross-origin script's hash only when it is fetched with CORS.
      script.setAttribute('crossorigin', 'anonymous');
    }
    // A script added this way is async already: it holds up neither the page nor other scripts.
    script.src = src;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail('Could not load');
    document.head.append(script);
  });
  loaded.set(src, promise);
  return promise;
}
