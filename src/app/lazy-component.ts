import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

/**
 * A lazily loaded named component that fails (to the error boundary, which offers a reload)
 * when its chunk does not arrive within the spec's 120 s.
 */
export function lazyComponent<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Loading the page timed out')),
        CHUNK_LOAD_TIMEOUT_MS,
      );
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { default: module[name] as ComponentType };
    } finally {
      clearTimeout(timer);
    }
  });
}
