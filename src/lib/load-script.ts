const loaded = new Map<string, Promise<void>>();

/** Adds a third-party script once per URL; a failed load may be tried again. */
export function loadScript(src: string): Promise<void> {
  const known = loaded.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loaded.delete(src);
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
  loaded.set(src, promise);
  return promise;
}
