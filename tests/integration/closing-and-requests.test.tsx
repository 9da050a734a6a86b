import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { openCollateralRequest } from '@/mocks/collateral';
import { db } from '@/mocks/db';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { customers, API } from '../support/demo';
import { owedNow } from '../setup/demo-books';
import { collateralRequest } from '../support/builders';

// A line being closed offers no cash; requests name their funds and a reference a person can read
// out; release, pledge and a second request say why before any form (docs/product.md).

const PPFC = 'Parag Parikh Flexi Cap Fund - Direct Growth';
const SBI = 'SBI Bluechip Fund - Direct Growth';

/** A request opened in the demo's records for the customer with this phone. */
const openRequest = (
  phone: string,
  kind: 'RELEASE' | 'PLEDGE' | 'CLOSE',
  items: { isin_no: string; folio_no: string; units: number }[] = [],
) =>
  db.update((state) => {
    const customer = state.customers[phone];
    if (customer) openCollateralRequest(customer, kind, items);
  });

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

/** What a collateral page says in place of its form, once its chunks are in; then the page. */
async function pageSaying(title: string) {
  await screen.findByText(title, undefined, { timeout: 15_000 });
  return within(screen.getByRole('main'));
}

describe('home and the navigation while a close is open', () => {
  it("offer Arjun 'Get Cash' and 'Withdraw or repay' before he asks to close", async () => {
    renderApp('/', { as: customers.arjun });
    const line = within(await screen.findByRole('region', { name: 'Your credit line' }));
    expect(line.getByText('available to withdraw')).toBeInTheDocument();
    // The hero's, and the closing call's below the fold (drawn a frame later).
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Get Cash' })).toHaveLength(2),
    );
    expect(mainNav().getByRole('link', { name: 'Withdraw or repay' })).toBeInTheDocument();
  });

  it("say the line is closing, with no 'Get Cash' and no 'Withdraw or repay'", async () => {
    openRequest(customers.arjun, 'CLOSE');
    renderApp('/', { as: customers.arjun });
    const line = within(await screen.findByRole('region', { name: 'Your credit line' }));
    expect(line.getByText('Closing')).toBeInTheDocument();
    expect(
      line.getByText(/^All your pledged funds are being released \(due .+\)\. No withdrawals/),
    ).toBeInTheDocument();
    expect(line.queryByText('available to withdraw')).not.toBeInTheDocument();
    // Once what is below the fold is drawn too: no closing call to borrow either.
    await screen.findByRole('heading', { name: 'Why Choose Us' });
    expect(screen.queryByRole('button', { name: 'Get Cash' })).not.toBeInTheDocument();
    expect(mainNav().getByRole('link', { name: 'My Loan Profile' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Withdraw or repay' })).not.toBeInTheDocument();
  });
});

describe('requests on Loan Information', () => {
  it('name each fund by its scheme, the ISIN beside it, with a short reference', async () => {
    server.use(
      // A server that sends the funds' ISINs without their names.
      http.get(`${API}/loan/collateral-requests`, () =>
        HttpResponse.json({
          data: [
            collateralRequest({
              id: 'col-2d7367c6-edfb-4c1a-9f0e-e41f09c8a1b2',
              kind: 'PLEDGE',
              items: [{ isin_no: 'INF200K01QX4', folio_no: '55443322', units: 1200 }],
              created_at: '2026-11-24T06:30:00Z',
              due_at: '2026-11-25T06:30:00Z',
            }),
          ],
        }),
      ),
    );
    renderApp('/loan', { as: customers.meera });
    const requests = await screen.findByRole('region', { name: 'Requests' }, { timeout: 15_000 });
    // Meera's SBI units are not pledged yet: the name is her holding's, read for it.
    expect(await within(requests).findByText(SBI)).toBeInTheDocument();
    expect(requests).toHaveTextContent(`1,200 units of ${SBI}`);
    expect(requests).toHaveTextContent('ISIN INF200K01QX4');
    expect(requests).toHaveTextContent('Reference 09C8 A1B2');
    expect(requests).not.toHaveTextContent('col-2d7367c6');
  });
});

describe('what cannot be done is said before any form', () => {
  it("Meera's release in a margin shortfall: why, with no units to choose", async () => {
    renderApp('/loan/release', { as: customers.meera });
    const main = await pageSaying('No units can be released now');
    expect(
      main.getByText(
        `Your loan is ${owedNow('meera').shown.shortfall} above what your pledged funds allow, so every pledged unit is needed. Once you repay it or pledge more, you can release units.`,
      ),
    ).toBeInTheDocument();
    expect(main.queryByLabelText('Units to release')).not.toBeInTheDocument();
    expect(main.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it("Priya's pledge with nothing left to pledge: why, and whom to talk to", async () => {
    renderApp('/loan/pledge', { as: customers.priya });
    const main = await pageSaying('You have no other funds to pledge');
    expect(
      main.getByText(
        'Every fund in your portfolio is pledged already. To pledge funds you hold elsewhere, talk to us.',
      ),
    ).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Talk to us' })).toHaveAttribute(
      'href',
      '/help-and-support',
    );
    expect(main.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('a pledge where no fund is accepted: each reason, and no form', async () => {
    db.update((state) => {
      const meera = state.customers[customers.meera];
      if (meera) meera.holdings = (meera.holdings ?? []).filter((h) => !h.eligible);
    });
    renderApp('/loan/pledge', { as: customers.meera });
    const main = await pageSaying('None of your other funds can be pledged');
    expect(main.getByText('Axis ELSS Tax Saver Fund - Direct Growth')).toBeInTheDocument();
    expect(main.getByText('ELSS units in lock-in')).toBeInTheDocument();
    expect(main.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('a second request while one is open: the open one, before any choice or code', async () => {
    openRequest(customers.priya, 'RELEASE', [
      { isin_no: 'INF879O01027', folio_no: '12345678/90', units: 100 },
    ]);
    renderApp('/loan/release', { as: customers.priya });
    const main = await pageSaying('A request is under way');
    expect(
      main.getByText('You can make another request once this one is completed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(`100 units of ${PPFC}`);
    expect(screen.getByRole('main')).toHaveTextContent(/Reference [0-9A-F]{4} [0-9A-F]{4}/);
    expect(main.queryByLabelText('Units to release')).not.toBeInTheDocument();
    expect(main.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});

describe('Withdraw or repay, and the status, on a line being closed or closed', () => {
  it('says a closing line takes repayments only, above the widget', async () => {
    openRequest(customers.arjun, 'CLOSE');
    renderApp('/loan/apply', { as: customers.arjun });
    const notice = await screen.findByRole('region', { name: 'Your credit line is closing' });
    expect(notice).toHaveTextContent(
      'You can repay what you owe here. No withdrawals can be made while the line closes.',
    );
  });

  it('opens no widget on a closed line, and says where the documents are', async () => {
    server.use(
      http.get(`${API}/loan/details`, () =>
        HttpResponse.json({
          data: {
            credit_status: 'CLOSED',
            credit_limit_amount: 500000,
            available_credit_amount: 0,
          },
        }),
      ),
    );
    renderApp('/loan/apply', { as: customers.arjun });
    const notice = await screen.findByRole('region', { name: 'Your credit line is closed' });
    expect(notice).toHaveTextContent(
      'There is nothing to withdraw or repay. Your documents and statements stay on My Loan Profile.',
    );
    expect(within(notice).getByRole('link', { name: 'My Loan Profile' })).toHaveAttribute(
      'href',
      '/loan',
    );
    expect(screen.queryByText('Please wait...')).not.toBeInTheDocument();
  });

  it("badges the line 'CLOSING' on /loan while the close is under way", async () => {
    openRequest(customers.arjun, 'CLOSE');
    renderApp('/loan', { as: customers.arjun });
    await screen.findByRole('region', { name: 'Your credit line is closing' });
    expect(screen.getByText('CLOSING')).toBeInTheDocument();
    expect(screen.queryByText('ACTIVE')).not.toBeInTheDocument();
  });
});
