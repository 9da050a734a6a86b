import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyPart, preloadPart } from '@/components/ui/lazy-part';

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
});
