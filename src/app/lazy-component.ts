import { createElement, lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

/** A page whose chunk loads when it first renders, or earlier through `preload`. */
export type LazyPage = ComponentType & { preload: () => Promise<ComponentType> };

async function withTimeout<T>(load: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('Loading the page timed out')),
      CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([load, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Each failed page's way to load again: React keeps a lazy component's failure. */
const failedPages = new Set<() => void>();

/** A page whose code failed to load fetches it again at its next render ('Try again'). */
export function retryFailedPages(): void {
  for (const retry of failedPages) retry();
  failedPages.clear();
}

/**
 * A lazily loaded named component. Its chunk fails (to the error boundary, whose 'Try again' or
 * the browser coming back online calls `retryFailedPages` and renders it again) when it does not
 * arrive within the spec's 120 s. Once loaded, the page renders directly: a preloaded first page
 * paints without a loading screen in between.
 */
export function lazyComponent<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const fresh = () => lazy(async () => ({ default: await preload() }));
  const preload = () =>
    (pending ??= withTimeout(load()).then(
      (module) => (loaded = module[name] as ComponentType),
      (error: unknown) => {
        pending = undefined;
        // Not at once: a suspended render would fetch it again at once, and again.
        failedPages.add(() => (Lazy = fresh()));
        throw error;
      },
    ));
  let Lazy = fresh();
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}
