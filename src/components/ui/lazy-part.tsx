import { lazy, Suspense, useState, type FunctionComponent, type ReactNode } from 'react';

type Retry = { onRetry: () => void };

/** The part's code as a lazy component: the part once it arrives, `Failed` when it cannot. */
const lazyOr = (load: () => Promise<FunctionComponent>, Failed: FunctionComponent<Retry>) =>
  lazy(() =>
    load().then(
      (Part): { default: FunctionComponent<Retry> } => ({ default: Part }),
      () => ({ default: Failed }),
    ),
  );

/**
 * A part of a page whose code loads on its own, after the page: `fallback` keeps its room while
 * it loads. Code that does not arrive (offline) fails this part alone, as `failed`, whose
 * `onRetry` asks for the code again; never the whole page.
 */
export function LazyPart({
  load,
  failed,
  fallback,
}: {
  load: () => Promise<FunctionComponent>;
  failed: FunctionComponent<Retry>;
  fallback: ReactNode;
}) {
  const [Part, setPart] = useState(() => lazyOr(load, failed));
  return (
    <Suspense fallback={fallback}>
      <Part onRetry={() => setPart(() => lazyOr(load, failed))} />
    </Suspense>
  );
}
