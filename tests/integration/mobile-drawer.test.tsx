import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../setup/render-app';
import { customers } from '../support/demo';

/**
 * The drawer's code (Headless UI's dialog) as it comes on a phone that lost its connection just
 * after sign-in: not yet, then never (walk 28 Nov, polish 4).
 */
const drawerCode = vi.hoisted(() => {
  let fail: (error: Error) => void = () => undefined;
  const arrival = new Promise<never>((_resolve, reject) => (fail = reject));
  // Nobody may be waiting yet when it fails.
  arrival.catch(() => undefined);
  return { arrival, fail: (error: Error) => fail(error) };
});
vi.mock('@/app/shell/mobile-drawer-dialog', () => drawerCode.arrival);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the phone's menu pressed before its code has come", () => {
  it('opens in place at once, and says the connection is gone when the code cannot come', async () => {
    const { user } = renderApp('/', { as: customers.priya });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    // At once, where the menu opens: the press is answered while the code is on its way.
    const menu = () => within(screen.getByRole('complementary', { name: 'Menu' }));
    expect(menu().getByRole('status')).toHaveTextContent('Loading');

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => drawerCode.fail(new TypeError('Failed to fetch dynamically imported module')));
    await waitFor(() =>
      expect(menu().getByRole('alert')).toHaveTextContent(
        'You seem to be offline. Check your connection and try again.',
      ),
    );
    expect(menu().getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(menu().getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.click(menu().getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('complementary', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
