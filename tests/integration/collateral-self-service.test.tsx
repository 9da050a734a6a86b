import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { istDay } from '@/lib/ist';
import { priyaLoan } from '@/mocks/seed-loans';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { customers, API } from '../support/demo';

const PPFC = 'Parag Parikh Flexi Cap Fund - Direct Growth';

describe('collateral self-service on Loan Information', () => {
  it("offers 'Release units', 'Pledge more', the requests and 'Close credit line' on an active line", async () => {
    renderApp('/loan', { as: customers.priya });
    // The first page of the file waits for its chunks (the page's, then its tab's).
    expect(
      await screen.findByRole('link', { name: 'Release units' }, { timeout: 15_000 }),
    ).toHaveAttribute('href', '/loan/release');
    expect(screen.getByRole('link', { name: 'Pledge more' })).toHaveAttribute(
      'href',
      '/loan/pledge',
    );
    expect(screen.getByRole('region', { name: 'Requests' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close credit line' })).toHaveAttribute(
      'href',
      '/loan/close',
    );
  });

  it('hides the actions and the requests where the server has no such calls (404)', async () => {
    server.use(
      http.get(`${API}/loan/collateral-requests`, () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    renderApp('/loan', { as: customers.priya });
    expect(await screen.findByRole('region', { name: 'Collateral health' })).toBeInTheDocument();
    // The pledged funds' table comes with the actions' place, a frame after the first screen.
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Release units' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Close credit line' })).not.toBeInTheDocument();
  });
});

describe('/loan/release', () => {
  it("labels the portal's own maximum an estimate when the server sends none", async () => {
    server.use(
      // Priya's line as seeded, without the server's releasable units.
      http.get(`${API}/loan/details`, () =>
        HttpResponse.json({ data: priyaLoan(istDay(new Date())) }),
      ),
    );
    renderApp('/loan/release', { as: customers.priya });
    const fund = within(await screen.findByRole('group', { name: PPFC }));
    expect(
      fund.getByText('5,120.347 units pledged · up to 5,120.347 can be released (our estimate)'),
    ).toBeInTheDocument();
  });

  it("shows a refusal of the server's records and keeps the choice", async () => {
    server.use(
      http.post(`${API}/loan/collateral-requests`, () =>
        HttpResponse.json(
          { message: 'This release would exceed your drawing power' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp('/loan/release', { as: customers.priya });
    const fund = within(await screen.findByRole('group', { name: PPFC }));
    await user.type(fund.getByLabelText('Units to release'), '100');
    // The cookie notice has a 'Continue' of its own.
    const main = within(screen.getByRole('main'));
    await user.click(main.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    expect(await main.findByRole('alert')).toHaveTextContent(
      'This release would exceed your drawing power',
    );
    expect(fund.getByLabelText('Units to release')).toHaveValue('100');
    expect(main.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});

describe('/loan/close', () => {
  it('asks Arjun, who owes nothing, for the code to close', async () => {
    renderApp('/loan/close', { as: customers.arjun });
    const quote = within(await screen.findByRole('region', { name: 'To close your line' }));
    expect(quote.getByText('Total payable')).toBeInTheDocument();
    expect(
      screen.getByText('You owe nothing. Closing the line releases all your pledged funds.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close credit line' })).toBeEnabled();
  });
});
