import {
  Suspense,
  useCallback,
  useEffect,
  useState,
  type FunctionComponent,
  type ReactNode,
} from 'react';
import { onConnection } from '@/lib/online';

type Retry = { onRetry: () => void };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each part has props of its own
type Load<P = any> = () => Promise<FunctionComponent<P>>;

/** The parts whose code has arrived: they render at once, with no fallback in between. */
const arrived = new WeakMap<Load, FunctionComponent>();

const fetchPart = <P,>(load: Load<P>) =>
  load().then((Part) => {
    arrived.set(load, Part as FunctionComponent);
    return Part;
  });

/**
 * Asks for a part's code before the part renders (while the page's data loads, or once the first
 * page is drawn), so that it is in by then. A failure here is not reported: the part, when it
 * renders, asks again and shows it.
 */
export function preloadPart(load: Load): void {
  fetchPart(load).catch(() => undefined);
}

/** `failed`, which also asks for the code again once the connection is back. */
function NotArrived<P>({
  failed: Failed,
  props,
  onRetry,
}: {
  failed: FunctionComponent<P & Retry>;
  props: P;
  onRetry: () => void;
}) {
  useEffect(() => onConnection(onRetry), [onRetry]);
  return <Failed {...props} onRetry={onRetry} />;
}

type State<P> = { Part?: FunctionComponent<P & Retry>; failed?: boolean };

/**
 * A part of a page whose code loads on its own, after the page: `fallback` keeps its room while
 * it loads. Code that does not arrive (offline) fails this part alone, as `failed`, whose
 * `onRetry` asks for the code again, as the connection coming back does; never the whole page.
 * `load` is a function of the module, the same at every render; `preloadPart(load)` starts it
 * early. `props` are the part's own, and `failed`'s.
 *
 * The code is waited for in state, not with React's `lazy`: a part that arrives shows in the
 * next render, where a suspended one is revealed on a timer of React's (held by a test's stopped
 * clock, and up to 300 ms late on a phone).
 */
export function LazyPart<P extends object>({
  load,
  failed,
  fallback,
  props,
}: {
  load: Load<P>;
  failed: FunctionComponent<P & Retry>;
  fallback: ReactNode;
  props?: P;
}) {
  const [state, setState] = useState((): State<P> => ({
    Part: arrived.get(load) as State<P>['Part'],
  }));
  // Waiting again (after a failure, Try Again) asks for the code again.
  const waiting = !state.Part && !state.failed;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    fetchPart(load).then(
      (Part) => current && setState({ Part: Part as State<P>['Part'] }),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [load, waiting]);
  const retry = useCallback(() => setState({}), []);
  const own = props as P;
  if (state.failed) return <NotArrived failed={failed} props={own} onRetry={retry} />;
  if (!state.Part) return fallback;
  const { Part } = state;
  // The part may still wait for its texts (Hindi's catalogues): its room is kept meanwhile.
  return (
    <Suspense fallback={fallback}>
      <Part {...own} onRetry={retry} />
    </Suspense>
  );
}
