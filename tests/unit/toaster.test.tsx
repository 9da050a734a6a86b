import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

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
});
