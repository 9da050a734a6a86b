import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '@/app/error-boundary';
import { lazyComponent } from '@/app/lazy-component';
import { frames, preloadPage, routes } from '@/app/routes';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('lazyComponent', () => {
  const page = () => lazyComponent(async () => ({ Greeting: () => <p>Namaste</p> }), 'Greeting');

  it('shows the loading fallback while the chunk is on its way', async () => {
    const Page = page();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Namaste')).toBeInTheDocument();
  });

  it('renders a preloaded page at once, with no loading fallback in between', async () => {
    const Page = page();
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Namaste')).toBeInTheDocument();
  });

  it('loads the chunk once, and again after a failure', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Greeting: () => null });
    const Page = lazyComponent(load, 'Greeting');
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      'Try again',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Try again' })),
    ],
    ['the browser coming back online', async () => void window.dispatchEvent(new Event('online'))],
  ])(
    'shows a failed chunk to the error boundary once, and loads it again on %s',
    async (_name, recover) => {
      const load = vi
        .fn()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ Greeting: () => <p>Namaste</p> });
      const Page = lazyComponent(load, 'Greeting');
      const user = userEvent.setup();
      // The boundary reports what it caught; here that is expected.
      const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(
        <ErrorBoundary resetKey="/">
          <Suspense fallback={<p>Loading...</p>}>
            <Page />
          </Suspense>
        </ErrorBoundary>,
      );
      expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      // All the work React has scheduled is done: a loop would have fetched again by then.
      await act(async () => undefined);
      // A failure is not fetched again by itself, in a loop.
      expect(load).toHaveBeenCalledTimes(1);
      await recover(user);
      expect(await screen.findByText('Namaste')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
      expect(reported).toHaveBeenCalledWith(
        'Page failed to render',
        expect.anything(),
        expect.anything(),
      );
    },
  );
});

describe('whenFirstPageDrawn', () => {
  // Frames are drawn, and timers run, only when the test says: whether the wait is over is known
  // at once, however busy the machine.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  /** Whether `promise` has settled once every timer due has run (a rejection fails the test). */
  const settles = async (promise: Promise<void>) => {
    let settled = false;
    void promise.then(() => {
      settled = true;
    });
    await vi.runAllTimersAsync();
    return settled;
  };
  /** A browser that reports no paints (no largest-contentful-paint, nor the list of types). */
  class SilentObserver {
    observe() {}
    disconnect() {}
  }
  /** Frames are drawn only when the test draws them. */
  function heldFrames() {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    return () => frames.splice(0).forEach((frame) => frame(performance.now()));
  }
  /** A fresh module whose first screen has been committed. */
  async function committed() {
    vi.resetModules();
    const { firstScreenCommitted, whenFirstPageDrawn } = await import('@/lib/first-page');
    firstScreenCommitted();
    return whenFirstPageDrawn;
  }

  it('waits for the first screen to be committed and drawn, once for every caller', async () => {
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    const draw = heldFrames();
    vi.resetModules();
    const { firstScreenCommitted, whenFirstPageDrawn } = await import('@/lib/first-page');
    let drawn = false;
    const first = whenFirstPageDrawn().then(() => {
      drawn = true;
    });
    for (let frame = 0; frame < 4; frame += 1) {
      draw();
      await vi.runAllTimersAsync();
    }
    expect(drawn).toBe(false);
    firstScreenCommitted();
    await vi.runAllTimersAsync();
    for (let frame = 0; frame < 4; frame += 1) {
      draw();
      await vi.runAllTimersAsync();
    }
    await first;
    expect(drawn).toBe(true);
    expect(whenFirstPageDrawn()).toBe(whenFirstPageDrawn());
  });

  it('waits for drawn frames in a visible tab, in a browser that reports no paints', async () => {
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    const draw = heldFrames();
    const drawn = (await committed())();
    expect(await settles(drawn)).toBe(false);
    for (let frame = 0; frame < 4; frame += 1) {
      draw();
      await vi.runAllTimersAsync();
    }
    expect(await settles(drawn)).toBe(true);
  });

  it('waits for no frame in a hidden tab, which draws none', async () => {
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    heldFrames();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settles((await committed())())).toBe(true);
  });

  it('starts when the browser is next idle, or 1 s after the first page at the latest', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const idle = vi.fn<(callback: () => void, options: { timeout: number }) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    const drawn = (await committed())();
    expect(await settles(drawn)).toBe(false);
    expect(idle).toHaveBeenCalledExactlyOnceWith(expect.any(Function), { timeout: 1_000 });
    idle.mock.calls[0]?.[0]();
    expect(await settles(drawn)).toBe(true);
  });

  it("starts once the first page's largest paint is reported, without waiting for frames", async () => {
    vi.resetModules();
    type Observer = { report: () => void; type?: string; disconnected: boolean };
    const observers: Observer[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      observer: Observer;
      constructor(report: () => void) {
        this.observer = {
          // The browser reports the entries of the type observed.
          report: () => this.observer.type === 'largest-contentful-paint' && report(),
          disconnected: false,
        };
        observers.push(this.observer);
      }
      observe({ type }: { type: string }) {
        this.observer.type = type;
      }
      disconnect() {
        this.observer.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    // No frame is ever drawn: only the reported paint can let the work start.
    heldFrames();
    const { firstScreenCommitted, whenFirstPageDrawn } = await import('@/lib/first-page');
    firstScreenCommitted();
    const drawn = whenFirstPageDrawn();
    await vi.waitFor(() => expect(observers).toHaveLength(1));
    observers[0]?.report();
    expect(await settles(drawn)).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });
});

describe('preloadPage', () => {
  /** Which pages a first visit fetches before it renders. */
  async function preloaded(pathname: string, signedIn: boolean) {
    const named = [
      ['Shell', frames.Shell],
      ['NotFound', frames.NotFound],
      ...routes.map(({ path, title, Page }) => [path === '/login' ? title : path, Page] as const),
    ] as const;
    const spies = named.map(
      ([name, page]) => [name, vi.spyOn(page, 'preload').mockResolvedValue(() => null)] as const,
    );
    await preloadPage(pathname, signedIn);
    return spies.filter(([, spy]) => spy.mock.calls.length > 0).map(([name]) => name);
  }

  it.each([
    ['/login', false, ['Login']],
    ['/login', true, ['Shell', '/']],
    ['/', true, ['Shell', '/']],
    ['/loan', true, ['Shell', '/loan']],
    ['/loan', false, ['Login']],
    ['/no-such-page', true, ['NotFound']],
    ['/no-such-page', false, ['NotFound']],
  ])('%s, signed in: %s -> %j', async (pathname, signedIn, expected) => {
    expect(await preloaded(pathname, signedIn)).toEqual(expected);
  });
});
