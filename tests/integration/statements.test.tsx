import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { UNDER_LOAD } from '../setup/under-load';
import { customers, API, DEMO_NOW } from '../support/demo';
import { downloads } from '../setup/downloads';
import { interestCertificatePdf } from '@/features/statements/pdf/documents-pdf';

vi.mock('@/features/statements/pdf/documents-pdf', () => ({
  accountStatementPdf: vi.fn(async () => new Blob(['%PDF statement'])),
  interestCertificatePdf: vi.fn(async () => new Blob(['%PDF certificate'])),
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DEMO_NOW);
});

async function open() {
  const app = renderApp('/loan?tab=statements', { as: customers.priya });
  await screen.findByText(`KFL-LAS-${customers.priya}`, {}, UNDER_LOAD);
  return app;
}

describe('Statements tab', () => {
  it("opens from the URL on this financial year's statement, with its totals", async () => {
    await open();
    expect(screen.getByRole('tab', { name: 'Statements', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveValue('this');
    // A named period says its days.
    expect(screen.getByText('1 Apr 2026 to 24 Nov 2026')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Entries' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '30 Apr 2026Interest for April 2026',
    );
    expect(within(table).getByText('Penal charge: interest paid late')).toBeInTheDocument();
    expect(within(table).getByText('Reversal of penal charge')).toBeInTheDocument();
    expect(screen.getByText('Opening balance')).toBeInTheDocument();
    expect(screen.getByText('Total debits')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows last year from the processing fee, and says both refusals without asking', async () => {
    const { user } = await open();
    await user.selectOptions(screen.getByLabelText('Period'), 'Last financial year');
    const table = await screen.findByRole('table', { name: 'Entries' }, UNDER_LOAD);
    await within(table).findByText('Processing fee', {}, UNDER_LOAD);
    let asked = 0;
    server.use(
      http.get(`${API}/loan/account-statement`, () => {
        asked += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    await user.selectOptions(screen.getByLabelText('Period'), 'Custom dates');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2025-10-01');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 12 months');
    await user.clear(to);
    await user.type(to, '2025-09-30');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date',
    );
    expect(asked).toBe(0);
  });

  it("says the server's refusal of dates before the line began, its date in words, with no Try Again", async () => {
    const { user } = await open();
    await user.selectOptions(screen.getByLabelText('Period'), 'Custom dates');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2020-01-01');
    await user.clear(to);
    await user.type(to, '2020-06-30');
    expect(
      await screen.findByText(
        /^Your credit line began on \d{1,2} [A-Z][a-z]{2,3} \d{4}: choose dates from then on\.$/,
        {},
        UNDER_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('warns, word for word, when the figures do not add up, and corrects nothing', async () => {
    server.use(
      http.get(`${API}/loan/account-statement`, ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json({
          data: {
            loan_account_number: 'LAN-1',
            from: url.searchParams.get('from'),
            to: url.searchParams.get('to'),
            opening_balance: 1000,
            closing_balance: 1100.01,
            entries: [
              {
                id: 1,
                posted_at: '2026-05-01T10:00:00+05:30',
                kind: 'INTEREST',
                description: 'Interest',
                debit: 100,
                credit: 0,
                balance: 1100,
              },
            ],
          },
        });
      }),
    );
    renderApp('/loan?tab=statements', { as: customers.priya });
    expect(await screen.findByRole('alert', {}, UNDER_LOAD)).toHaveTextContent(
      'These figures do not add up. Please contact us before relying on this statement.',
    );
    expect(screen.getByText('₹1,100.01')).toBeInTheDocument();
  });

  it('downloads the CSV and the PDF under their names', async () => {
    const saved = downloads();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2), UNDER_LOAD);
    expect(saved.map((file) => file.name)).toEqual([
      'account-statement-2026-04-01-to-2026-11-24.csv',
      'account-statement-2026-04-01-to-2026-11-24.pdf',
    ]);
    const csv = await saved[0]?.blob.text();
    // (Blob.text() reads the byte order mark away.)
    expect(csv?.split('\r\n')[0]).toBe(
      'Date,Description,Debit (INR),Credit (INR),Balance (INR),Reference',
    );
    expect(csv?.split('\r\n')[1]).toMatch(/^01-04-2026,Opening balance,,,\d+\.\d\d,$/);
  });

  it('lists a certificate per financial year, this one provisional, each a PDF', async () => {
    const saved = downloads();
    const { user } = await open();
    const heading = await screen.findByRole(
      'heading',
      { name: 'Interest certificates' },
      UNDER_LOAD,
    );
    const list = within(within(heading.closest('section') ?? document.body).getByRole('list'));
    expect(list.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^FY 2026-27Provisional/),
      expect.stringMatching(/^FY 2025-26Interest charged/),
    ]);
    await user.click(
      screen.getByRole('button', { name: 'Download the interest certificate for FY 2025-26' }),
    );
    await waitFor(
      () => expect(saved.map((f) => f.name)).toEqual(['interest-certificate-FY2025-26.pdf']),
      UNDER_LOAD,
    );
  });

  it('says it is preparing a certificate from the press until it is saved', async () => {
    const saved = downloads();
    let finish: () => void = () => undefined;
    vi.mocked(interestCertificatePdf).mockImplementationOnce(
      () => new Promise((resolve) => (finish = () => resolve(new Blob(['%PDF certificate'])))),
    );
    const { user } = await open();
    const name = 'Download the interest certificate for FY 2025-26';
    await user.click(await screen.findByRole('button', { name }, UNDER_LOAD));
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Preparing…');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Preparing…',
    );
    finish();
    await waitFor(() => expect(saved).toHaveLength(1), UNDER_LOAD);
    // The button comes back in the render after the file is handed over, not in the same moment.
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'), UNDER_LOAD);
    expect(button).toHaveTextContent('Download');
  });

  it('hides the certificates when the server has none (404), the statement still there', async () => {
    server.use(
      http.get(`${API}/loan/interest-certificates`, () => HttpResponse.json({}, { status: 404 })),
    );
    await open();
    expect(screen.queryByText('Interest certificates')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Entries' })).toBeInTheDocument();
  });
});
