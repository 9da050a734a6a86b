import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { UNDER_LOAD } from '../setup/under-load';
import { API, customers, DEMO_NOW } from '../support/demo';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DEMO_NOW);
});

const open = (phone: string) => renderApp('/loan?tab=key-facts', { as: phone });

describe('Key facts tab', () => {
  it("shows Priya's rate, APR, worked example, charges and the ended cooling-off", async () => {
    open(customers.priya);
    await screen.findByText('10.5% a year, fixed', {}, UNDER_LOAD);
    expect(screen.getByRole('tab', { name: 'Key facts', selected: true })).toBeInTheDocument();
    expect(
      screen.getByText(/APR includes the processing fee and other charges/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('If you use ₹1,00,000 for 30 days, the interest is ₹863'),
    ).toBeInTheDocument();
    const charges = screen.getByRole('region', { name: 'Charges' });
    expect(
      within(charges).getByText('1% of the limit, once (min ₹999, max ₹4,999) + GST'),
    ).toBeInTheDocument();
    expect(within(charges).getByText('₹590 per bounced debit')).toBeInTheDocument();
    expect(
      within(charges).getByText(
        'It is a fixed charge, never added to the amount on which interest is charged.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The cooling-off period ended on 27 Nov 2025.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Close the line' })).not.toBeInTheDocument();
    expect(
      screen.getByText('No recovery agent has been assigned to your line.'),
    ).toBeInTheDocument();
    const officer = screen.getByRole('region', { name: 'Grievance officer' });
    expect(within(officer).getByRole('link', { name: 'Grievance redressal' })).toHaveAttribute(
      'href',
      '/grievance',
    );
    expect(screen.getByText('KFS-2025-000417')).toBeInTheDocument();
  });

  it("shows Meera's floating rate on the repo rate and her recovery agent", async () => {
    open(customers.meera);
    await screen.findByText('11.25% a year (repo rate 6.5% + 4.75%)', {}, UNDER_LOAD);
    expect(screen.getByText('Shreya Kulkarni')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 20 4000 1234' })).toBeInTheDocument();
  });

  it('lets Arjun, inside his cooling-off, leave without penalty', async () => {
    open(customers.arjun);
    await screen.findByText(
      'You can leave this line without any penalty until 25 Nov 2026: repay what you have used and the interest for the days you used it.',
      {},
      UNDER_LOAD,
    );
    expect(screen.getByRole('link', { name: 'Close the line' })).toHaveAttribute(
      'href',
      '/loan/close',
    );
  });

  it('says the lender has not sent them on a 404, and offers a retry for an unreadable answer', async () => {
    server.use(http.get(`${API}/loan/key-facts`, () => HttpResponse.json({}, { status: 404 })));
    const { unmount } = open(customers.priya);
    await screen.findByText(
      'Your lender has not sent the key facts of your line yet.',
      {},
      UNDER_LOAD,
    );
    unmount();
    server.use(
      http.get(`${API}/loan/key-facts`, () => HttpResponse.json({ data: { kfs_number: 1 } })),
    );
    open(customers.priya);
    const alert = await screen.findByRole('alert', {}, UNDER_LOAD);
    expect(alert).toHaveTextContent('We could not load your key facts. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
