import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../setup/render-app';
import { customers } from '../support/demo';

const OFFLINE = 'You seem to be offline. Check your connection and try again.';

/** The browser loses (or regains) its connection, as it tells the page. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}
function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
}

afterEach(() => {
  act(goOnline);
});

describe('offline', () => {
  it('/loan says the browser is offline, with Try Again, instead of loading forever', async () => {
    goOffline();
    const { user } = renderApp('/loan', { as: customers.priya });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(OFFLINE);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE);
    act(goOnline);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('ACTIVE')).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });

  it('shows a quiet indicator while the browser is offline, on /login too', async () => {
    renderApp('/login');
    await screen.findByLabelText('Mobile number');
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    act(goOffline);
    expect(await screen.findByRole('status', { name: 'Connection' })).toHaveTextContent(
      'You are offline',
    );
    act(goOnline);
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });

  it('says so when a change cannot be sent offline, and keeps what was typed', async () => {
    const { user } = renderApp('/help-and-support', { as: customers.priya });
    await user.selectOptions(await screen.findByLabelText('Issue'), 'Other');
    await user.type(screen.getByLabelText('Message'), 'Every word of this stays.');
    act(goOffline);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Every word of this stays.');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
