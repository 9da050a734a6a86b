import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyPart, preloadPart } from '@/components/ui/lazy-part';
import { ONLINE_SETTLE_MS } from '@/lib/online';

function Part() {
  return <p>The part</p>;
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" onClick={onRetry}>
      Try again
    </button>
  );
}

describe('a part of a page whose code loads on its own (LazyPart)', () => {
  it('keeps its room while the code loads, then shows the part', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    render(<LazyPart load={load} failed={Failed} fallback={<p>Keeping its room</p>} />);
    expect(screen.getByText('Keeping its room')).toBeInTheDocument();
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails alone when its code does not arrive, and asks for it again on Try again', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Part);
    render(
      <main>
        <h1>The page</h1>
        <LazyPart load={load} failed={Failed} fallback={null} />
      </main>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands its props to the part, and to what shows when the code fails', async () => {
    const Named = ({ name }: { name: string }) => <p>Part for {name}</p>;
    const FailedFor = ({ name }: { name: string; onRetry: () => void }) => <p>Failed for {name}</p>;
    render(
      <>
        <LazyPart
          load={() => Promise.resolve(Named)}
          failed={FailedFor}
          fallback={null}
          props={{ name: 'Priya' }}
        />
        <LazyPart
          load={() => Promise.reject(new TypeError('offline'))}
          failed={FailedFor}
          fallback={null}
          props={{ name: 'Arjun' }}
        />
      </>,
    );
    expect(await screen.findByText('Part for Priya')).toBeInTheDocument();
    expect(await screen.findByText('Failed for Arjun')).toBeInTheDocument();
  });

  it('shows a part whose code was asked for early at once, with no fallback in between', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    preloadPart(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    render(<LazyPart load={load} failed={Failed} fallback={<p>Keeping its room</p>} />);
    expect(screen.getByText('The part')).toBeInTheDocument();
    expect(screen.queryByText('Keeping its room')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an early ask that fails is not reported: the part asks again and shows what it gets', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    preloadPart(load);
    render(<LazyPart load={load} failed={Failed} fallback={null} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks for the code again a moment after the connection comes back', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Part);
    const listening = vi.spyOn(window, 'addEventListener');
    render(<LazyPart load={load} failed={Failed} fallback={null} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The failed part starts listening in an effect, which may run after its button is drawn (a
    // busy machine ran the test's next step first, and the connection came back unheard).
    await vi.waitFor(() => expect(listening).toHaveBeenCalledWith('online', expect.any(Function)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      window.dispatchEvent(new Event('online'));
      await act(() => vi.advanceTimersByTimeAsync(ONLINE_SETTLE_MS - 1));
      expect(load).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
