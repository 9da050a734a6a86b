import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openCollateralRequest, settleCollateralRequests } from '@/mocks/collateral';
import { db } from '@/mocks/db';
import { renderApp } from '../setup/render-app';
import { customers, DEMO_NOW } from '../support/demo';

// Arjun closed his line an hour ago (docs/product.md#a-closed-line-at-home).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DEMO_NOW.getTime() - 3_600_000);
  db.update((state) => {
    const arjun = state.customers[customers.arjun];
    if (!arjun) return;
    openCollateralRequest(arjun, 'CLOSE', []);
    settleCollateralRequests(arjun, new Date(DEMO_NOW.getTime() - 3_500_000));
  });
  vi.setSystemTime(DEMO_NOW);
});

describe('home, once the line is closed', () => {
  it('says it is closed, since when, offers the no dues certificate and says what to do next', async () => {
    renderApp('/', { as: customers.arjun });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your credit line is closed' }),
    ).toBeInTheDocument();
    const line = within(screen.getByRole('region', { name: 'Your credit line' }));
    expect(line.getByText('Closed')).toBeInTheDocument();
    expect(line.getByText('Closed on 24 Nov 2026. You owe nothing on it.')).toBeInTheDocument();
    expect(
      await line.findByRole('button', { name: 'Download the no dues certificate' }),
    ).toBeInTheDocument();
    expect(line.getByRole('link', { name: 'View my loan' })).toHaveAttribute('href', '/loan');

    const next = within(screen.getByRole('region', { name: 'What to do next' }));
    expect(next.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Keep your no dues certificate: it shows that nothing is owed on this line.',
      'Your pledged units have been released: they show as free, not pledged, in your mutual fund statement.',
      'Your statements and interest certificates stay on My Loan Profile.',
      'To borrow against your funds again, talk to us.',
    ]);
    expect(next.getByRole('link', { name: 'talk to us' })).toHaveAttribute(
      'href',
      '/help-and-support',
    );
    // No pitch to borrow: no 'Get Cash', and none of the newcomer's marketing.
    expect(screen.queryByRole('button', { name: 'Get Cash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Why Choose Us' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Instant Cash Against Mutual Funds' }),
    ).not.toBeInTheDocument();
  });
});
