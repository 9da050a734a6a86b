const loaded = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once per URL. A load that fails or takes longer than `timeoutMs`
 * rejects, and may be tried again.
 */
export function loadScript(src: string, timeoutMs: number): Promise<void> {
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
    script.src = src;
    script.async = true;
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
