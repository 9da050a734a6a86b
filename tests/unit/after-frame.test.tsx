import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Suspense, useEffect, useRef } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { afterPaint, whenIdle } from '@/lib/first-page';
import { usePdfCodeAhead } from '@/lib/pdf/pdf-code';
import { useAfterFrame } from '@/lib/use-after-frame';

function Page() {
  const later = useAfterFrame();
  return (
    <>
      <h1>Above the fold</h1>
      {later ? <p>Below the fold</p> : null}
    </>
  );
}

describe('what waits for the first frame (useAfterFrame)', () => {
  it('is left out of the first render and comes once that frame is drawn', async () => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Above the fold' })).toBeInTheDocument();
    expect(screen.queryByText('Below the fold')).toBeNull();
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
  });

  it("waits for that frame's largest paint to be reported, which can come after the next frame", async () => {
    // A browser that reports largest paints when the test says so, and draws frames likewise.
    let reportPaint = () => {};
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(report: () => void) {
          reportPaint = report;
        }
        observe() {}
        disconnect() {}
      },
    );
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    const drawFrame = () =>
      act(async () => {
        frames.splice(0).forEach((frame) => frame(performance.now()));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    render(<Page />);
    // The frame that drew the page and the next one: what is below used to render here, and a
    // phone's paint was then reported after its work (counted against /loan's largest paint).
    await drawFrame();
    await drawFrame();
    expect(screen.queryByText('Below the fold')).toBeNull();
    act(() => reportPaint());
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
  });
});

/** What is below waits for something (its Hindi texts) by suspending, until `arrive` is called. */
let arrive = () => {};
const texts = new Promise<void>((resolve) => {
  arrive = resolve;
});
let textsIn = false;
void texts.then(() => {
  textsIn = true;
});

function WaitsForItsTexts() {
  if (!textsIn) throw texts;
  return <p>Below the fold</p>;
}

function FocusedPage() {
  const later = useAfterFrame();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <>
      <h1 ref={title} tabIndex={-1}>
        Above the fold
      </h1>
      {later ? <WaitsForItsTexts /> : null}
    </>
  );
}

describe('what comes after the first frame and still waits', () => {
  it('keeps the frame on screen, and its focus, instead of the loading fallback', async () => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <FocusedPage />
      </Suspense>,
    );
    const heading = screen.getByRole('heading', { name: 'Above the fold' });
    expect(heading).toHaveFocus();
    // Until the texts arrive, the frame stays as it was: an urgent switch hid it behind the
    // fallback, and the focus went with it (Hindi /loan, back from the autopay gateway).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Loading')).toBeNull();
    expect(heading).toBeVisible();
    expect(heading).toHaveFocus();
    act(() => arrive());
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
    expect(heading).toHaveFocus();
  });
});

// Here, not in pdf-code.test.ts: that file runs in Node, without a page to render a hook in.
describe("a screen that offers a PDF asks for the PDF's code ahead (usePdfCodeAhead)", () => {
  it('once its frame is drawn and the browser is idle, once, and quietly when it fails', async () => {
    // The press asks again and says a failure; asked ahead, it is not reported (a rejection
    // left unhandled would fail the run).
    const code = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { rerender } = renderHook(() => usePdfCodeAhead(code));
    expect(code).not.toHaveBeenCalled();
    await waitFor(() => expect(code).toHaveBeenCalledTimes(1));
    rerender();
    await afterPaint();
    await whenIdle();
    expect(code).toHaveBeenCalledTimes(1);
  });
});
