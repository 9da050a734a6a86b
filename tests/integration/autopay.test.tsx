import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubConfig } from '../setup/env';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { API, customers, DEMO_NOW } from '../support/demo';

// The demo's dates count from the day its data is made: this is 24 Nov 2026, noon in India.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DEMO_NOW);
});

const MANDATE = `${API}/loan/mandate`;
const TIMING =
  'A repayment made after 6 pm or on a bank holiday reaches your line on the next working day; interest runs until then.';
const autopay = async () => within(await screen.findByRole('region', { name: 'Interest autopay' }));
const mandate = (change: Record<string, unknown>) =>
  http.get(MANDATE, () =>
    HttpResponse.json({
      data: {
        status: 'ACTIVE',
        method: 'UPI_AUTOPAY',
        bank_name: 'HDFC Bank',
        account_last4: '4821',
        max_amount: 15000,
        ...change,
      },
    }),
  );

describe('interest autopay on Loan Information', () => {
  it("says Priya's is on: how much, from which account, on which day", async () => {
    renderApp('/loan', { as: customers.priya });
    const section = await autopay();
    expect(
      await section.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Interest autopay is on: ₹2,884.03 will be debited from HDFC Bank ••4821 on 29 Nov 2026.',
      ),
    ).toBeInTheDocument();
    expect(section.getByText('HDFC Bank ••4821')).toHaveAttribute('translate', 'no');
    expect(section.queryByRole('button', { name: 'Set up autopay' })).not.toBeInTheDocument();
  });

  it.each([
    [{ next_debit: null }, 'Interest autopay is on, from HDFC Bank ••4821.'],
    [{ status: 'PENDING' }, 'Your autopay is being set up with your bank.'],
    [
      { status: 'PAUSED' },
      'Interest autopay is paused. Pay interest by 29 Nov 2026 to avoid a penal charge.',
    ],
  ])('words the state %j', async (change, sentence) => {
    server.use(mandate(change));
    renderApp('/loan', { as: customers.priya });
    const section = await autopay();
    expect(
      await section.findByText(
        (_, element) => element?.tagName === 'P' && element.textContent === sentence,
      ),
    ).toBeInTheDocument();
  });

  it('offers Meera UPI Autopay, and says so when the lender answers a gateway the portal may not open; the page stays', async () => {
    stubConfig({ VITE_MANDATE_ORIGINS: 'https://pay.kestrel-finance.example' });
    const { user } = renderApp('/loan', { as: customers.meera });
    const section = await autopay();
    expect(
      await section.findByText(
        'Autopay is not set up. Pay interest by 14 Dec 2026 to avoid a penal charge.',
      ),
    ).toBeInTheDocument();
    expect(
      section.getByText('By UPI Autopay: you approve it in your UPI app, then come back here.'),
    ).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Set up autopay' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Autopay could not be set up. Please try again later.',
    );
    expect(window.location.pathname).toBe('/loan');
    expect(screen.getByRole('region', { name: 'Collateral health' })).toBeInTheDocument();
  });

  it('offers eNACH above ₹15,000, and says a failed call as the same sentence', async () => {
    server.use(
      mandate({ status: 'NONE', method: null, max_amount: 20000, next_debit: null }),
      http.post(MANDATE, () => HttpResponse.json({ message: 'Down' }, { status: 503 })),
    );
    const { user } = renderApp('/loan', { as: customers.meera });
    const section = await autopay();
    expect(
      await section.findByText(/^By eNACH, a mandate on your bank account/),
    ).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Set up autopay' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Autopay could not be set up. Please try again later.',
    );
  });

  it('shows nothing of autopay where the lender offers none (404)', async () => {
    let asked = 0;
    server.use(
      http.get(MANDATE, () => {
        asked += 1;
        return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      }),
    );
    renderApp('/loan', { as: customers.arjun });
    await screen.findByRole('region', { name: 'Collateral health' });
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Interest autopay' })).not.toBeInTheDocument(),
    );
  });

  it('is a failed read, with Try again, when the answer does not parse', async () => {
    server.use(mandate({ status: 'SUSPENDED' }));
    const { user } = renderApp('/loan', { as: customers.priya });
    const section = await autopay();
    expect(await section.findByRole('alert')).toHaveTextContent('We could not load your autopay.');
    server.resetHandlers();
    await user.click(section.getByRole('button', { name: 'Try Again' }));
    // The section is drawn again once the mandate is read.
    await waitFor(async () =>
      expect(
        (await autopay()).getByText(/^Interest autopay is on:/, { selector: 'p' }),
      ).toBeVisible(),
    );
  });
});

describe('the interest banner and autopay', () => {
  it("says an active mandate's debit is coming within 24 h, instead of 'Pay now'", async () => {
    server.use(
      http.get(`${API}/loan/details`, () =>
        HttpResponse.json({
          data: {
            credit_status: 'ACTIVE',
            interest_due_amount: '1617.81',
            interest_due_date: '2026-11-25',
          },
        }),
      ),
      mandate({ next_debit: { date: '2026-11-25', amount: 1617.81 } }),
    );
    renderApp('/', { as: customers.priya });
    const banner = within(await screen.findByRole('region', { name: 'Interest' }));
    expect(
      await banner.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Autopay will debit ₹1,617.81 from HDFC Bank ••4821 on 25 Nov 2026. Keep enough money in that account.',
      ),
    ).toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it("keeps 'Pay now', with when a repayment reaches the line, while the debit is further off", async () => {
    renderApp('/loan', { as: customers.priya });
    const banner = within(await screen.findByRole('region', { name: 'Interest' }));
    expect(banner.getByRole('link', { name: 'Pay now' })).toBeInTheDocument();
    expect(banner.getByText(TIMING)).toBeInTheDocument();
    const line = await screen.findByRole('region', { name: 'Your credit line' });
    expect(within(line).getByText(TIMING)).toBeInTheDocument();
  });
});
