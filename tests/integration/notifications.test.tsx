import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '../setup/msw-server';
import { recordCalls } from '../setup/record-calls';
import { renderApp } from '../setup/render-app';
import { customers, API } from '../support/demo';

const bell = (name: string | RegExp) => screen.findByRole('button', { name });
const page = async () => within(await screen.findByRole('main'));

/**
 * Opens the bell's menu as a pointer does: over the bell first, which brings the menu's code, then
 * the press, on the bell as it is then. The bell found before the code came is replaced by the
 * menu's own, so a press on it would reach nothing.
 */
async function openMenu(user: ReturnType<typeof renderApp>['user'], name: string | RegExp) {
  await user.hover(await bell(name));
  await waitFor(async () =>
    expect(await bell(name)).toHaveAttribute('id', expect.stringMatching(/^headlessui-popover/)),
  );
  await user.click(await bell(name));
  return within(await screen.findByRole('region', { name: 'Notifications' }));
}

const item = (id: string, title: string, link?: string) => ({
  id,
  type: 'info',
  title,
  message: `About ${title}`,
  created_at: new Date().toISOString(),
  read: false,
  ...(link === undefined ? {} : { link }),
});

/** An answer the test lets go of when it is ready to. */
function held() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
}

describe('notifications from the server', () => {
  it("shows the customer's own: the newest 5 in the dropdown, all on the page, All and Unread", async () => {
    const { user } = renderApp('/notifications', { as: customers.priya });
    const main = await page();
    expect(await main.findAllByRole('listitem')).toHaveLength(6);
    const menu = await openMenu(user, 'Notifications, 2 unread');
    expect(menu.getAllByRole('listitem')).toHaveLength(5);
    expect(menu.getByRole('link', { name: /Interest due soon/ })).toHaveAttribute('href', '/loan');
    await user.keyboard('{Escape}');

    await user.click(main.getByRole('button', { name: 'Unread' }));
    expect(main.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    expect(main.getAllByRole('listitem')).toHaveLength(2);
    expect(window.location.search).toBe('?show=unread');
    await user.click(main.getByRole('button', { name: 'Mark as read: Withdrawal credited' }));
    await waitFor(() => expect(main.getAllByRole('listitem')).toHaveLength(1));
    await user.click(main.getByRole('button', { name: 'All' }));
    expect(main.getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows a mark at once and takes it back with a toast when the server refuses', async () => {
    const answer = held();
    server.use(
      http.patch(`${API}/notifications/:id`, async () => {
        await answer.gate;
        return HttpResponse.json({ message: 'Notifications are read-only today' }, { status: 409 });
      }),
    );
    const { user } = renderApp('/', { as: customers.priya });
    const menu = await openMenu(user, 'Notifications, 2 unread');
    await user.click(menu.getByRole('button', { name: 'Mark as read: Interest due soon' }));
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Mark as read: Interest due soon' })).toBeNull();
    answer.release();
    expect(await screen.findByText('Notifications are read-only today')).toBeInTheDocument();
    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();
    expect(
      menu.getByRole('button', { name: 'Mark as read: Interest due soon' }),
    ).toBeInTheDocument();
  });

  it('deletes and marks all at once, and the server keeps them', async () => {
    const { user } = renderApp('/', { as: customers.priya });
    const menu = await openMenu(user, 'Notifications, 2 unread');
    await user.click(menu.getByRole('button', { name: 'Delete: Interest due soon' }));
    await waitFor(() => expect(menu.queryByText('Interest due soon')).toBeNull());
    await user.click(menu.getByRole('button', { name: 'Mark all as read' }));
    expect(await bell('Notifications')).toBeInTheDocument();
    await waitFor(() => {
      const stored = db.read().customers[customers.priya]?.notifications ?? [];
      expect(stored).toHaveLength(5);
      expect(stored.every((n) => n.read)).toBe(true);
    });
  });

  it("shows 'No notifications' when the server has no such endpoint (404), and nothing breaks", async () => {
    server.use(
      http.get(`${API}/notifications`, () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    const { user } = renderApp('/', { as: customers.priya });
    const menu = await openMenu(user, 'Notifications');
    expect(menu.getByText('No notifications')).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await user.click(menu.getByRole('link', { name: 'View all notifications' }));
    expect(await (await page()).findByText('No notifications')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the list cannot be read, and reads it again on Try Again', async () => {
    // Failing until the person tries again (the bell's read and the page's own both fail).
    let failing = true;
    server.use(
      http.get(`${API}/notifications`, () =>
        failing
          ? HttpResponse.json({ message: 'Service temporarily unavailable' }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderApp('/notifications', { as: customers.priya });
    const main = await page();
    expect(await main.findByText('We could not load your notifications.')).toBeInTheDocument();
    failing = false;
    await user.click(main.getByRole('button', { name: 'Try Again' }));
    expect(await main.findAllByRole('listitem')).toHaveLength(6);
  });

  it('links only to a page of this portal: a hostile or unknown link is plain text', async () => {
    server.use(
      http.get(`${API}/notifications`, () =>
        HttpResponse.json({
          data: [
            item('1', 'Script', 'javascript:alert(1)'),
            item('2', 'Elsewhere', '//evil.example/loan'),
            item('3', 'Unknown page', '/admin'),
            item('4', 'Your loan', '/loan?tab=transactions'),
          ],
        }),
      ),
    );
    renderApp('/notifications', { as: customers.priya });
    const main = await page();
    expect(await main.findByText('Script')).toBeInTheDocument();
    const links = main.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(/^Your loan/);
    expect(links[0]).toHaveAttribute('href', '/loan?tab=transactions');
  });
});

describe('refreshing the list', () => {
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  const showTab = (state: 'visible' | 'hidden') =>
    act(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });

  it('reads it every 60 s while the tab is visible, not while hidden, and again on return', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = recordCalls('/notifications');
    renderApp('/', { as: customers.priya });
    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await act(() => vi.advanceTimersByTime(60_000));
    await waitFor(() => expect(calls).toHaveLength(2));

    showTab('hidden');
    await act(() => vi.advanceTimersByTime(180_000));
    expect(calls).toHaveLength(2);

    // Something happened while the customer was away: it shows when they come back.
    db.update((state) => {
      state.customers[customers.priya]?.notifications?.push({
        ...item('new', 'Repayment received'),
        type: 'success',
      });
    });
    showTab('visible');
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(await bell('Notifications, 3 unread')).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });
});
