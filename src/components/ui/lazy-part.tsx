import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type FunctionComponent,
  type ReactNode,
} from 'react';
import { onConnection } from '@/lib/online';

type Retry = { onRetry: () => void };
type Load = () => Promise<FunctionComponent>;

/** The parts whose code has arrived: they render at once, with no fallback in between. */
const arrived = new WeakMap<Load, FunctionComponent>();

const fetchPart = (load: Load) =>
  load().then((Part) => {
    arrived.set(load, Part);
    return Part;
  });

/**
 * Asks for a part's code before the part renders (while the page's data loads), so that it is in
 * by then. A failure here is not reported: the part, when it renders, asks again and shows it.
 */
export function preloadPart(load: Load): void {
  fetchPart(load).catch(() => undefined);
}

/** `Failed`, which also asks for the code again once the connection is back. */
function untilOnline(Failed: FunctionComponent<Retry>): FunctionComponent<Retry> {
  return function NotArrived({ onRetry }) {
    useEffect(() => onConnection(onRetry), [onRetry]);
    return <Failed onRetry={onRetry} />;
  };
}

/** The part's code as a lazy component: the part once it arrives, `Failed` when it cannot. */
const lazyOr = (load: Load, Failed: FunctionComponent<Retry>) =>
  lazy(() =>
    fetchPart(load).then(
      (Part): { default: FunctionComponent<Retry> } => ({ default: Part }),
      () => ({ default: untilOnline(Failed) }),
    ),
  );

/**
 * A part of a page whose code loads on its own, after the page: `fallback` keeps its room while
 * it loads. Code that does not arrive (offline) fails this part alone, as `failed`, whose
 * `onRetry` asks for the code again, as the connection coming back does; never the whole page. `load` is a function of the module, the
 * same at every render; `preloadPart(load)` starts it early.
 */
export function LazyPart({
  load,
  failed,
  fallback,
}: {
  load: Load;
  failed: FunctionComponent<Retry>;
  fallback: ReactNode;
}) {
  const [Part, setPart] = useState(
    (): FunctionComponent<Retry> => arrived.get(load) ?? lazyOr(load, failed),
  );
  const retry = useCallback(() => setPart(() => lazyOr(load, failed)), [load, failed]);
  return (
    <Suspense fallback={fallback}>
      <Part onRetry={retry} />
    </Suspense>
  );
}
