import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { owedNow } from '../setup/demo-books';
import { customers, API, DEMO_NOW } from '../support/demo';

// The demo's dates count from the day its data is made: this is 24 Nov 2026, noon in India.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DEMO_NOW);
});

const region = (name: string) => within(screen.getByRole('region', { name }));

/** The transaction rows (the sidebar has list items of its own). */
const rows = async () => within(await screen.findByRole('tabpanel')).findAllByRole('listitem');

describe('Loan Information', () => {
  it("shows Priya's credit line, formatted for India", async () => {
    renderApp('/loan', { as: customers.priya });
    expect(await screen.findByText('ACTIVE')).toHaveClass(/green/);
    const credit = region('Your credit line');
    // Used is her ledger's balance, available what it leaves of her limit (the demo's books).
    const { shown } = owedNow('priya');
    expect(credit.getByText(shown.available)).toBeInTheDocument();
    expect(credit.getByText(shown.total)).toBeInTheDocument();
    expect(credit.getByText('₹5,00,000')).toBeInTheDocument();
    expect(credit.getByText('₹2,884.03')).toBeInTheDocument();
    expect(credit.getByText('by 29 Nov 2026')).toBeInTheDocument();
    expect(credit.getByText('10.5% p.a.')).toBeInTheDocument();
    expect(credit.getByText('14 Mar 2027')).toBeInTheDocument();
    expect(credit.getByRole('meter', { name: 'Credit used' })).toHaveAttribute(
      'aria-valuetext',
      `${shown.total} used of ₹5,00,000`,
    );
    const table = await screen.findByRole('table');
    expect(
      within(table).getByText('Parag Parikh Flexi Cap Fund - Direct Growth'),
    ).toBeInTheDocument();
    expect(within(table).getByText('INF879O01027')).toBeInTheDocument();
    expect(within(table).getByText('5,120.347')).toBeInTheDocument();
  });

  it('marks any other status red', async () => {
    server.use(
      http.get(`${API}/loan/details`, () =>
        HttpResponse.json({ data: { credit_status: 'SUSPENDED' } }),
      ),
    );
    renderApp('/loan', { as: customers.priya });
    expect(await screen.findByText('SUSPENDED')).toHaveClass(/red/);
  });

  it("offers 'Withdraw or repay' beside an active line, and it opens the credit line", async () => {
    const { user } = renderApp('/loan', { as: customers.priya });
    const credit = await screen.findByRole('region', { name: 'Your credit line' });
    const link = within(credit).getByRole('link', { name: 'Withdraw or repay' });
    expect(link).toHaveAttribute('href', '/loan/apply');
    await user.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/loan/apply'));
  });

  it("offers no 'Withdraw or repay' on a line that is not active", async () => {
    server.use(
      http.get(`${API}/loan/details`, () =>
        HttpResponse.json({ data: { credit_status: 'SUSPENDED' } }),
      ),
    );
    renderApp('/loan', { as: customers.priya });
    expect(await screen.findByText('SUSPENDED')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Withdraw or repay' })).not.toBeInTheDocument();
  });

  it.each([
    ['the demo backend (data: null)', undefined],
    [
      'a server answering 404',
      () => HttpResponse.json({ message: 'No active loan found' }, { status: 404 }),
    ],
  ])(
    'says calmly that there is no loan yet, with a way to check eligibility, on %s',
    async (_server, answer) => {
      if (answer) server.use(http.get(`${API}/loan/details`, answer));
      const warn = vi.spyOn(console, 'warn');
      const error = vi.spyOn(console, 'error');
      const { user } = renderApp('/loan', { as: customers.asha });
      const panel = await screen.findByRole('tabpanel');
      expect(await within(panel).findByText('There is no active loan')).toBeInTheDocument();
      expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
      await user.click(within(panel).getByRole('link', { name: 'Check how much you can borrow' }));
      expect(window.location.pathname).toBe('/');
    },
  );

  it("says it could not load the loan, with 'Try Again', when the details cannot load (not 'no loan')", async () => {
    // Failing until the person tries again (the page's own first read fails too).
    let failing = true;
    server.use(
      http.get(`${API}/loan/details`, () =>
        failing ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp('/loan', { as: customers.priya });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your loan. Please try again.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('ACTIVE')).toBeInTheDocument();
  });
});

describe("the navigation's 'Withdraw or repay'", () => {
  it('is offered in the sidebar and the drawer to a customer with an active line', async () => {
    const { user } = renderApp('/', { as: customers.priya });
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('link', { name: 'Withdraw or repay' })).toHaveAttribute(
      'href',
      '/loan/apply',
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await user.click(drawer.getByRole('link', { name: 'Withdraw or repay' }));
    await waitFor(() => expect(window.location.pathname).toBe('/loan/apply'));
  });

  it('is not offered to a customer without a line', async () => {
    renderApp('/', { as: customers.asha });
    // The loan is known once the home page has chosen the example over her own line.
    expect(await screen.findByText('Example credit line')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'My Loan Profile' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Withdraw or repay' })).not.toBeInTheDocument();
  });
});

describe('Transactions', () => {
  it('keeps the chosen tab in the URL', async () => {
    const { user } = renderApp('/loan?tab=transactions', { as: customers.priya });
    expect(
      await screen.findByRole('tab', { name: 'Transactions', selected: true }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Loan Information' }));
    expect(window.location.search).toBe('?tab=information');
  });

  it('lists them newest first with badges, amounts and the bank', async () => {
    renderApp('/loan?tab=transactions', { as: customers.priya });
    const list = await rows();
    expect(list).toHaveLength(12);
    expect(list[0]).toHaveTextContent('Withdrawal initiated');
    expect(list[0]).toHaveTextContent('18 Nov 2026, 3:25 pm');
    expect(list[0]).toHaveTextContent('HDFC Bank ••4321');
    expect(within(list[0] as HTMLElement).getByText('Withdrawal initiated')).toHaveClass(/amber/);
    expect(within(list[2] as HTMLElement).getByText('Withdrawal successful')).toHaveClass(/green/);
    expect(list[2]).toHaveTextContent('Withdrawn +₹25,000');
    expect(list[3]).toHaveTextContent('Repaid −₹30,000');
    const failed = list.find((row) => row.textContent?.includes('Withdrawal failed'));
    expect(within(failed as HTMLElement).getByText('Withdrawal failed')).toHaveClass(/slate/);
  });

  it('never shows money that did not move as if it had', async () => {
    renderApp('/loan?tab=transactions', { as: customers.priya });
    const list = await rows();
    // Initiated: no sign, muted, and said to be pending.
    expect(list[0]).toHaveTextContent('Pending ₹10,000');
    expect(list[0]).not.toHaveTextContent('+');
    expect(list[1]).toHaveTextContent('Pending ₹5,000');
    expect(list[1]).not.toHaveTextContent('−');
    // Failed: no sign, struck through, and said not to have moved.
    const failed = list.find((row) =>
      row.textContent?.includes('Withdrawal failed'),
    ) as HTMLElement;
    expect(failed).toHaveTextContent('Not withdrawn ₹20,000');
    expect(failed).not.toHaveTextContent('+');
    expect(within(failed).getByText('₹20,000')).toHaveClass('line-through');
    expect(within(failed).getByText('₹20,000')).not.toHaveClass(/sky/);
  });

  it("says 'No transactions found.' when there are none", async () => {
    renderApp('/loan?tab=transactions', { as: customers.asha });
    expect(await screen.findByText('No transactions found.')).toBeInTheDocument();
  });

  it('offers Try Again after a failure, and it works', async () => {
    server.use(
      http.get(`${API}/loan/transactions`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderApp('/loan?tab=transactions', { as: customers.priya });
    expect(
      await screen.findByText('Failed to load transactions. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await rows()).toHaveLength(12);
  });

  it('shows 5,000 transactions 20 at a time', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      id: i,
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      event_type: i % 2 ? 'REPAYMENT_SUCCESSFUL' : 'WITHDRAWAL_SUCCESSFUL',
      event_details: {
        bank_name: 'HDFC Bank',
        account_last_4_digits: '4321',
        withdrawal_amount: 1000 + i,
        repayment_amount: 500 + i,
      },
    }));
    server.use(http.get(`${API}/loan/transactions`, () => HttpResponse.json({ data: many })));
    const { user } = renderApp('/loan?tab=transactions', { as: customers.priya });
    // Only a page of rows is drawn (how fast, in a real browser on a slow phone, is
    // tests/e2e/transactions-speed.spec.ts's).
    expect(await rows()).toHaveLength(20);
    expect(screen.getByText('1–20 of 5,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(screen.getByText('21–40 of 5,000')).toBeInTheDocument();
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('Repaid −₹5,479'));
  });
});
