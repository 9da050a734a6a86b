import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** A fresh toaster and toast helper, with the toast library failing to load. */
async function withoutToastLibrary() {
  vi.resetModules();
  vi.doMock('react-hot-toast', () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
  // The toaster's boundary reports the failed library; here that is expected.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { Toaster } = await import('@/app/toaster');
  const { notify } = await import('@/lib/toast');
  return { Toaster, notify };
}

describe('Toaster', () => {
  it('stays out of the page until the first toast, then shows it', async () => {
    vi.resetModules();
    const { Toaster } = await import('@/app/toaster');
    const { notify } = await import('@/lib/toast');
    const { container } = render(<Toaster />);
    // Well past the first page: a visit without a toast never mounts the toaster.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(container).toBeEmptyDOMElement();

    act(() => notify.error('Something went wrong'));

    expect(await screen.findByRole('status')).toHaveTextContent('Something went wrong');
    expect(document.querySelector('.toaster')).toBeInTheDocument();
  });

  it('shows the message plainly when the toast library cannot load, and keeps the page', async () => {
    const { Toaster, notify } = await withoutToastLibrary();
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
    await act(() => new Promise((resolve) => setTimeout(resolve, 4_100)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    vi.doUnmock('react-hot-toast');
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
    vi.doUnmock('react-hot-toast');
  });
});
