import { createElement, lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';
import { whenPageIdle } from '@/lib/page-idle';

/** A page whose chunk loads when it first renders, or earlier through `preload`. */
export type LazyPage = ComponentType & { preload: () => Promise<ComponentType> };

/** Page chunks on their way: the first page is drawn once none is left. */
let loading = 0;

async function withTimeout<T>(load: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('Loading the page timed out')),
      CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  loading += 1;
  try {
    return await Promise.race([load, timeout]);
  } finally {
    loading -= 1;
    clearTimeout(timer);
  }
}

/**
 * A lazily loaded named component. Its chunk fails (to the error boundary, which offers a
 * reload) when it does not arrive within the spec's 120 s. Once loaded, the page renders
 * directly: a preloaded first page paints without a loading screen in between.
 */
export function lazyComponent<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= withTimeout(load()).then(
      (module) => (loaded = module[name] as ComponentType),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}

/** After the next paint (at once in a hidden tab, which does not paint). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/**
 * Resolves once the page has loaded and been drawn with no page chunk left on its way: work
 * that can wait (the demo backend) starts then, and never delays the first page's paint.
 */
export async function whenFirstPageDrawn(): Promise<void> {
  await whenPageIdle();
  for (;;) {
    if (loading === 0) {
      // A chunk that has just arrived may render a page that loads the next one: look again.
      await afterPaint();
      if (loading === 0) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
