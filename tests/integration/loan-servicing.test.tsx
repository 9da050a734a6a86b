import { screen, within } from '@testing-library/react';
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

const region = async (name: string) => within(await screen.findByRole('region', { name }));

describe('collateral health', () => {
  it("shows Meera's shortfall in words, figures and a bar with the cap marked", async () => {
    renderApp('/loan', { as: customers.meera });
    const health = await region('Collateral health');
    // Used is her ledger's balance, over ₹4,00,000 pledged for the loan-to-value.
    const { total, shown } = owedNow('meera');
    const ltv = `${(total / 4_000).toFixed(1)}%`;
    expect(health.getByText('Margin shortfall')).toBeInTheDocument();
    expect(health.getByText('₹4,00,000')).toBeInTheDocument();
    expect(health.getByText('₹1,80,000')).toBeInTheDocument();
    expect(health.getByText(shown.total)).toBeInTheDocument();
    expect(health.getByText(ltv)).toBeInTheDocument();
    expect(
      health.getByText('Most allowed 45%', { selector: 'span:not([aria-hidden] *)' }),
    ).toBeInTheDocument();
    expect(health.getByRole('meter', { name: 'Loan-to-value' })).toHaveAttribute(
      'aria-valuetext',
      `${ltv} of the 45% allowed`,
    );
    expect(
      health.getByText(
        `Your loan is ${shown.shortfall} above your drawing power; bring it back by 29 Nov 2026.`,
      ),
    ).toBeInTheDocument();
  });

  it("shows Priya healthy, and each fund's type, NAV with its date, market value and cap", async () => {
    renderApp('/loan', { as: customers.priya });
    const health = await region('Collateral health');
    expect(health.getByText('Healthy')).toBeInTheDocument();
    expect(health.getByText('₹10,00,000')).toBeInTheDocument();
    // Loan-to-value: the ledger's balance over the pledged value, to one decimal.
    expect(
      health.getByText(`${(owedNow('priya').total / 10_000).toFixed(1)}%`),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Scheme',
      'Folio number',
      'Type',
      'Units',
      'NAV',
      'Market value',
      'LTV cap',
      'ISIN',
    ]);
    const row = within(table).getByRole('row', { name: /Parag Parikh Flexi Cap/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '12345678/90',
      'Equity',
      '5,120.347',
      '₹78.1234on 23 Nov 2026',
      '₹4,00,018.92',
      '45%',
      'INF879O01027',
    ]);
  });

  it.each([
    [420000, '42.0%'],
    [150000, '15.0%'],
  ])(
    'shows a whole loan-to-value with its one decimal (%d of ₹10,00,000 is %s)',
    async (used, text) => {
      server.use(
        http.get(`${API}/loan/details`, () =>
          HttpResponse.json({
            data: {
              credit_status: 'ACTIVE',
              total_credit_amount: 500000,
              available_credit_amount: 500000 - used,
              principal_outstanding_amount: used,
              current_applicable_interest_rate: 10.5,
              pledged_portfolio_amount: 1000000,
              max_ltv_percent: 45,
              renewal_date: '2027-03-15',
              processing_charges: 1999,
              interest_due_amount: 0,
              interest_due_date: '2026-12-07',
              pledged_portfolio_items: [],
            },
          }),
        ),
      );
      renderApp('/loan', { as: customers.priya });
      const health = await region('Collateral health');
      expect(health.getByText(text)).toBeInTheDocument();
      expect(health.getByRole('meter', { name: 'Loan-to-value' })).toHaveAttribute(
        'aria-valuetext',
        `${text} of the 45% allowed`,
      );
    },
  );

  it("derives what it can from a server that sends only the spec's fields, and hides the rest", async () => {
    server.use(
      http.get(`${API}/loan/details`, () =>
        HttpResponse.json({
          data: {
            credit_status: 'ACTIVE',
            total_credit_amount: 500000,
            available_credit_amount: 315000,
            principal_outstanding_amount: 185000,
            current_applicable_interest_rate: 10.5,
            pledged_portfolio_amount: 1000000,
            renewal_date: '2027-03-15',
            processing_charges: 1999,
            interest_due_amount: 0,
            interest_due_date: '2026-12-07',
            pledged_portfolio_items: [
              {
                scheme_name: 'Parag Parikh Flexi Cap Fund - Direct Growth',
                folio_no: '12345678/90',
                total_available_units: 5120.347,
                isin_no: 'INF879O01027',
              },
            ],
          },
        }),
      ),
      http.get(`${API}/loan/documents`, () => HttpResponse.json({}, { status: 404 })),
    );
    renderApp('/loan', { as: customers.priya });
    const health = await region('Collateral health');
    expect(health.getByText('Healthy')).toBeInTheDocument();
    expect(health.getByText('18.5%')).toBeInTheDocument();
    expect(health.getAllByText('₹5,00,000')).toHaveLength(1);
    expect(health.queryByText(/^Cap/)).not.toBeInTheDocument();
    expect(health.getByRole('meter', { name: 'Loan-to-value' })).toHaveAttribute(
      'aria-valuetext',
      '18.5%',
    );
    expect(
      within(await screen.findByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Scheme', 'Folio number', 'Units', 'ISIN']);
    expect(screen.queryByRole('region', { name: 'Margin shortfall' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Interest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your loan documents' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^APR/)).not.toBeInTheDocument();
    expect(screen.queryByText('Lender')).not.toBeInTheDocument();
    expect(screen.queryByText(/pledged funds allow/)).not.toBeInTheDocument();
  });
});

describe('documents, APR and lender', () => {
  it("lists Priya's three documents as links, with the APR and the lender's name", async () => {
    renderApp('/loan', { as: customers.priya });
    const documents = await region('Your loan documents');
    const links = documents.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `${window.location.origin}/demo/kfs.pdf`,
      `${window.location.origin}/demo/sanction-letter.pdf`,
      `${window.location.origin}/demo/loan-agreement.pdf`,
    ]);
    expect(links[0]).toHaveAccessibleName(
      // Issued the day the line opened (14 months back), the day of its processing fee.
      'Key Fact Statement Issued 24 Sept 2025 (opens in a new tab)',
    );
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(screen.getByText('APR 11.32%, all charges included')).toBeInTheDocument();
    expect(screen.getByText('Kestrel Finance Limited')).toBeInTheDocument();
  });

  it('renders no link that is not https, and a failure with a way to try again', async () => {
    server.use(
      http.get(
        `${API}/loan/documents`,
        () =>
          HttpResponse.json({
            data: [
              { id: 1, type: 'KFS', title: 'KFS', url: 'javascript:alert(1)', issued_at: '' },
              { id: 2, type: 'WHATEVER', title: 'Notice', url: 'ftp://x.example/a.pdf' },
              { id: 3, type: 'NEW', title: '', url: 'https://docs.example/n.pdf' },
            ],
          }),
        { once: true },
      ),
      http.get(`${API}/loan/documents`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const first = renderApp('/loan', { as: customers.priya });
    const documents = await region('Your loan documents');
    expect(documents.getAllByRole('link')).toHaveLength(1);
    expect(documents.getByRole('link')).toHaveAccessibleName('Document (opens in a new tab)');
    first.unmount();
  });

  it("explains Meera's available ₹0: her pledged funds allow less than the limit", async () => {
    renderApp('/loan', { as: customers.meera });
    const credit = await region('Your credit line');
    expect(credit.getByText('Your pledged funds allow ₹1,80,000 now')).toBeInTheDocument();
  });
});

describe('margin shortfall banner', () => {
  it('shows on every signed-in page with the amount, the date, the consequence and three ways out', async () => {
    renderApp('/faqs', { as: customers.meera });
    const banner = await region('Margin shortfall');
    expect(banner.getByRole('heading', { name: 'Margin shortfall' })).toBeInTheDocument();
    expect(
      banner.getByText(
        `Your loan is ${owedNow('meera').shown.shortfall} above what your pledged funds allow. Repay it or pledge more by 29 Nov 2026. If it is not covered in time, the lender may sell your pledged units to recover it.`,
      ),
    ).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Repay now' })).toHaveAttribute('href', '/loan/apply');
    expect(banner.getByRole('link', { name: 'Pledge more' })).toHaveAttribute(
      'href',
      '/loan/pledge',
    );
    expect(banner.getByRole('link', { name: 'Talk to us' })).toHaveAttribute(
      'href',
      '/help-and-support',
    );
  });

  it('hides for the rest of the session only, and shows again when the shortfall grows', async () => {
    const first = renderApp('/loan', { as: customers.meera });
    const banner = await region('Margin shortfall');
    await first.user.click(banner.getByRole('button', { name: 'Hide for this session' }));
    expect(screen.queryByRole('region', { name: 'Margin shortfall' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('loan:hidden-shortfall')).toBe(
      String(owedNow('meera').shortfall),
    );
    expect(localStorage.getItem('loan:hidden-shortfall')).toBeNull();
    first.unmount();

    // The same session: still hidden once the loan has loaded.
    const again = renderApp('/loan', { as: customers.meera });
    await region('Collateral health');
    expect(screen.queryByRole('region', { name: 'Margin shortfall' })).not.toBeInTheDocument();
    again.unmount();

    // A shortfall larger than the one hidden is news.
    sessionStorage.setItem('loan:hidden-shortfall', '40000');
    renderApp('/loan', { as: customers.meera });
    expect(await region('Margin shortfall')).toBeDefined();
  });
});

describe('interest due', () => {
  it("tells Priya on / and /loan that interest is due, with 'Pay now', and nowhere else", async () => {
    const { user } = renderApp('/', { as: customers.priya });
    const banner = await region('Interest');
    expect(banner.getByText('Interest of ₹2,884.03 is due on 29 Nov 2026')).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/loan/apply');
    await user.click(screen.getAllByRole('link', { name: 'FAQs' })[0] as HTMLElement);
    await screen.findByRole('heading', { name: 'FAQs' });
    expect(screen.queryByRole('region', { name: 'Interest' })).not.toBeInTheDocument();
  });

  it('warns once the date has passed', async () => {
    server.use(
      http.get(`${API}/loan/details`, () =>
        HttpResponse.json({
          data: {
            credit_status: 'ACTIVE',
            interest_due_amount: '1617.81',
            interest_due_date: '2026-11-20',
          },
        }),
      ),
    );
    renderApp('/loan', { as: customers.priya });
    const banner = await region('Interest');
    expect(banner.getByText('Interest of ₹1,617.81 was due on 20 Nov 2026')).toBeInTheDocument();
  });
});
