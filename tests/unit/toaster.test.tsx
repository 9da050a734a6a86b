import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { steadyClock } from '../setup/steady-clock';

afterEach(() => {
  vi.doUnmock('react-hot-toast');
  vi.useRealTimers();
});

/**
 * A fresh toaster and toast helper, with the toast library failing to load (its first `failures`
 * loads, or every one). `loads` counts the attempts.
 */
async function withoutToastLibrary(failures = Infinity) {
  vi.resetModules();
  const loads = vi.fn();
  vi.doMock('react-hot-toast', async (importOriginal) => {
    loads();
    if (loads.mock.calls.length <= failures) {
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return importOriginal();
  });
  // The toaster's boundary reports the failed library; here that is expected.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { Toaster } = await import('@/app/toaster');
  const { notify, toasts } = await import('@/lib/toast');
  return { Toaster, notify, toasts, loads };
}

/** A toaster without its library, on the page, showing the plain error `message`. */
async function plainToasterShowing(message: string) {
  const { Toaster, notify } = await withoutToastLibrary();
  render(<Toaster />);
  act(() => notify.error(message));
  await screen.findByRole('alert');
  return notify;
}

/** The plain toasts on the page, by their role. */
const shown = (role: 'alert' | 'status') =>
  screen.queryAllByRole(role).map((toast) => toast.textContent);

describe('Toaster', () => {
  it('stays out of the page until the first toast, then shows it', async () => {
    vi.resetModules();
    const { Toaster } = await import('@/app/toaster');
    const { notify } = await import('@/lib/toast');
    // Well past the first page: a visit without a toast never mounts the toaster.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container } = render(<Toaster />);
    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();
    expect(container).toBeEmptyDOMElement();

    act(() => notify.error('Something went wrong'));

    expect(await screen.findByRole('status')).toHaveTextContent('Something went wrong');
    expect(document.querySelector('.toaster')).toBeInTheDocument();
  });

  it('shows the message plainly when the toast library cannot load, and keeps the page', async () => {
    const { Toaster, notify } = await withoutToastLibrary();
    const clock = steadyClock(4_000);
    render(
      <>
        <p>The page</p>
        <Toaster />
      </>,
    );
    act(() => notify.error('Invalid OTP'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    act(() => notify.success('OTP sent'));
    expect(await screen.findByRole('status')).toHaveTextContent('OTP sent');
    expect(screen.getByText('The page')).toBeInTheDocument();
    // Gone after the spec's 4 s, like any error toast.
    await clock.at(4_100);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes one toast away before its time, leaving the others', async () => {
    vi.resetModules();
    const { Toaster } = await import('@/app/toaster');
    const { notify } = await import('@/lib/toast');
    render(<Toaster />);
    act(() => notify.error('Invalid OTP'));
    act(() => notify.success('OTP sent'));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    act(() => notify.dismiss('Invalid OTP'));
    await waitFor(() => expect(screen.queryByText('Invalid OTP')).not.toBeInTheDocument(), {
      timeout: 2_000,
    });
    expect(screen.getByText('OTP sent')).toBeInTheDocument();
  });

  it('takes a plain toast away too when the library cannot load', async () => {
    const { Toaster, notify } = await withoutToastLibrary();
    render(<Toaster />);
    act(() => notify.error('Invalid OTP'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    act(() => notify.dismiss('Invalid OTP'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a plain success 2 s and a plain error 4 s (the spec), each from when it came', async () => {
    const notify = await plainToasterShowing('Invalid OTP');
    vi.useFakeTimers();
    act(() => notify.success('OTP sent'));
    act(() => vi.advanceTimersByTime(1_000));
    act(() => notify.error('Enter your PAN'));
    act(() => vi.advanceTimersByTime(999));
    expect(shown('status')).toEqual(['OTP sent']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown('status')).toEqual([]);
    expect(shown('alert')).toContain('Enter your PAN');
    act(() => vi.advanceTimersByTime(2_999));
    expect(shown('alert')).toContain('Enter your PAN');
    act(() => vi.advanceTimersByTime(1));
    expect(shown('alert')).not.toContain('Enter your PAN');
  });

  it('shows a plain message once when it comes again, for its full time from then', async () => {
    const notify = await plainToasterShowing('Invalid OTP');
    vi.useFakeTimers();
    act(() => notify.success('OTP sent'));
    act(() => vi.advanceTimersByTime(3_000));
    act(() => notify.error('Invalid OTP'));
    expect(shown('alert')).toEqual(['Invalid OTP']);
    expect(shown('status')).toEqual([]);
    act(() => notify.error('Enter your PAN'));
    act(() => vi.advanceTimersByTime(3_999));
    expect(shown('alert')).toEqual(['Invalid OTP', 'Enter your PAN']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown('alert')).toEqual([]);
  });

  it('takes one plain toast away before its time, leaving the others', async () => {
    const notify = await plainToasterShowing('Invalid OTP');
    act(() => notify.success('OTP sent'));
    act(() => notify.dismiss('Invalid OTP'));
    expect(shown('alert')).toEqual([]);
    expect(shown('status')).toEqual(['OTP sent']);
  });

  it('keeps toasts plain for the rest of the visit once the library has failed to load', async () => {
    const { Toaster, notify } = await withoutToastLibrary(1);
    render(<Toaster />);
    act(() => notify.error('Invalid OTP'));
    await screen.findByRole('alert');
    // The library has arrived since, but its container is not on the page.
    await act(() => import('react-hot-toast'));
    act(() => notify.error('Enter your PAN'));
    await waitFor(() => expect(shown('alert')).toEqual(['Invalid OTP', 'Enter your PAN']));
  });

  it('fetches no toast library to take away a toast that was never raised', async () => {
    const { notify, loads } = await withoutToastLibrary();
    notify.dismiss('Invalid OTP');
    await vi.dynamicImportSettled();
    expect(loads).not.toHaveBeenCalled();
  });

  it('tells the toaster of each change until it stops listening', async () => {
    const { notify, toasts } = await withoutToastLibrary();
    const listener = vi.fn();
    const stop = toasts.subscribe(listener);
    notify.error('Invalid OTP');
    await vi.waitFor(() => expect(toasts.get().plain).toHaveLength(1));
    const heard = listener.mock.calls.length;
    expect(heard).toBeGreaterThan(0);
    stop();
    notify.dismiss('Invalid OTP');
    expect(toasts.get().plain).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(heard);
  });
});
