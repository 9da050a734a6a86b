import { act, waitFor } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

const realSetInterval = globalThis.setInterval;
const realClearInterval = globalThis.clearInterval;

type Timer = ReturnType<typeof setTimeout>;

/** React expects its updates in act (Testing Library turns this off while it waits). */
const isActEnvironment = () =>
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT === true;

/** The interval jsdom draws its frames on (requestAnimationFrame). */
const FRAME_MS = 1000 / 60;

/**
 * A faked clock for a test about one of the page's delays: a redirect after 1.5 s (a `timeout`),
 * a countdown ticking each second (an `interval`). It follows real time, so calls, renders and
 * short timers go on as usual, but it never reaches a timer of that kind and `delayMs` by itself:
 * only `at` moves it there. A clock that simply follows real time (`shouldAdvanceTime`) fired
 * such a timer early whenever the machine was busy; this one answers the same however slow the
 * machine is. While such a timer waits, time stands just short of it. Wait with Testing Library
 * (`waitFor`, `findBy…`): `vi.waitFor` and `expect.poll` move the clock on themselves, past such a
 * timer too (docs/testing.md#waits-on-a-fake-clock). Start it before the page sets its timers: one
 * set earlier keeps the real clock, and its ticks come outside React's act.
 */
export function steadyClock(delayMs: number, kind: 'timeout' | 'interval' = 'timeout') {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  /** When each pending timer of `delayMs` is next due, on the faked clock. */
  const due = new Map<Timer, number>();
  let startedAt: number | undefined;

  // Each stand-in keeps what the fake clock marked on its function, so that the real clock
  // returns (vi.useRealTimers) the same whoever asks for it first.
  const watch = (set: typeof setTimeout, repeats: boolean) =>
    Object.assign((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const watched = ms === delayMs && repeats === (kind === 'interval');
      if (!watched || typeof handler !== 'function') return set(handler, ms, ...args);
      const timer = set(
        (...given: unknown[]) => {
          if (repeats) due.set(timer, Date.now() + delayMs);
          else due.delete(timer);
          (handler as (...given: unknown[]) => void)(...given);
        },
        ms,
        ...args,
      );
      startedAt = Date.now();
      due.set(timer, startedAt + delayMs);
      return timer;
    }, set) as typeof setTimeout;
  const forget = (clear: typeof clearTimeout) =>
    Object.assign((timer?: Timer) => {
      if (timer !== undefined) due.delete(timer);
      clear(timer);
    }, clear) as typeof clearTimeout;

  // jsdom draws its frames (requestAnimationFrame) on an interval of 1000/60 ms: kept on real
  // time, or the faked one would be left behind when the test gives the clock back, and no frame
  // would come again for the rest of the file (a part drawn after the first frame never drew).
  const frameLoops = new Set<Timer>();
  const fakeSetInterval = watch(globalThis.setInterval as typeof setTimeout, true);
  const fakeClearInterval = forget(globalThis.clearInterval as typeof clearTimeout);
  globalThis.setTimeout = watch(globalThis.setTimeout, false);
  globalThis.setInterval = Object.assign(
    (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      if (ms !== FRAME_MS) return fakeSetInterval(handler, ms, ...args);
      const loop = realSetInterval(handler, ms, ...args) as unknown as Timer;
      frameLoops.add(loop);
      return loop;
    },
    fakeSetInterval,
  ) as typeof setInterval;
  globalThis.clearTimeout = forget(globalThis.clearTimeout);
  globalThis.clearInterval = Object.assign((timer?: Timer) => {
    if (timer !== undefined && frameLoops.delete(timer))
      realClearInterval(timer as Parameters<typeof realClearInterval>[0]);
    else fakeClearInterval(timer);
  }, fakeClearInterval) as typeof clearInterval;

  let last = performance.now();
  /** `at` is moving the clock, in an act of its own. */
  let moving = false;
  const follow = realSetInterval(() => {
    if (!vi.isFakeTimers() || moving) return;
    const now = performance.now();
    const elapsed = now - last;
    last = now;
    const next = Math.min(...due.values());
    const by = Math.max(0, Math.min(elapsed, next - 1 - Date.now()));
    // What the page's timers change is drawn in React's act where the test expects it (not
    // while Testing Library waits): a countdown's tick outside it made React warn, each second
    // a busy machine kept the test going.
    if (by > 0 && isActEnvironment()) act(() => vi.advanceTimersByTime(by));
    else vi.advanceTimersByTime(by);
  }, 5);
  onTestFinished(() => {
    realClearInterval(follow);
    vi.useRealTimers();
  });

  return {
    /** Moves the clock to `ms` after the page last set its timer of `delayMs`. */
    at: async (ms: number) => {
      // The page sets it in an effect, which may run after what the test waited for is drawn.
      const start = await waitFor(() => {
        if (startedAt === undefined) throw new Error(`The page set no ${kind} of ${delayMs} ms`);
        return startedAt;
      });
      moving = true;
      try {
        await act(() => vi.advanceTimersByTimeAsync(Math.max(0, start + ms - Date.now())));
      } finally {
        moving = false;
      }
    },
  };
}
