import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../setup/render-app';
import { customers, DEMO_NOW } from '../support/demo';
import { downloads } from '../setup/downloads';
import { fontsFromDisk, readBack } from '../support/pdf';

// The demo's dates count from the day its data is made: this is 24 Nov 2026, noon in India.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DEMO_NOW);
});

const panel = () => within(screen.getByRole('tabpanel'));
const rows = async () => within(await screen.findByRole('tabpanel')).findAllByRole('listitem');

async function open(query = '') {
  const app = renderApp(`/loan?tab=transactions${query}`, { as: customers.priya });
  await screen.findByLabelText('Type');
  return app;
}

describe('Transactions filters', () => {
  it('filters by type into the URL, with totals of the money that moved', async () => {
    const { user } = await open();
    const sums = within(screen.getByLabelText('Totals'));
    expect(sums.getByText('₹2,95,000')).toBeInTheDocument();
    expect(sums.getByText('₹1,10,000')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'Repayments');
    expect(window.location.search).toBe('?tab=transactions&type=repayments');
    const list = await rows();
    expect(list).toHaveLength(5);
    for (const row of list) expect(row).toHaveTextContent(/^Repayment/);
    // The totals may draw a moment after the rows (a render of their own on a busy machine).
    expect(await sums.findByText('₹0')).toBeInTheDocument();
    expect(sums.getByText('₹1,10,000')).toBeInTheDocument();
  });

  it('reads status and period from a shared link', async () => {
    await open('&status=FAILED');
    expect(screen.getByLabelText('Status')).toHaveValue('FAILED');
    expect(await rows()).toHaveLength(1);
    expect((await rows())[0]).toHaveTextContent('Not withdrawn ₹20,000');
  });

  it('takes the last 3 months from the same day three months ago, in India', async () => {
    const { user } = await open();
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 3 months');
    expect(window.location.search).toContain('range=3m');
    // 24 Aug to 24 Nov: the failed withdrawal of 14 Aug is out.
    expect(await rows()).toHaveLength(6);
  });

  it('explains a reversed custom range and offers to clear the filters', async () => {
    const { user } = await open('&range=custom&from=2026-11-01&to=2026-10-01');
    expect(screen.getByRole('alert')).toHaveTextContent('The start date is after the end date.');
    expect(panel().getByText('No transactions match these filters.')).toBeInTheDocument();
    // Nothing to download: an empty file is not offered.
    expect(panel().queryByRole('group', { name: 'Download statement' })).not.toBeInTheDocument();
    await user.click(panel().getByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('?tab=transactions');
    expect(await rows()).toHaveLength(12);
    expect(panel().getByRole('group', { name: 'Download statement' })).toBeInTheDocument();
  });
});

describe('a transaction in detail', () => {
  it('shows the date in IST, amount, status, bank, account, reference and failure reason', async () => {
    const { user } = await open();
    const failed = (await rows()).find((row) => row.textContent?.includes('Withdrawal failed'));
    await user.click(within(failed as HTMLElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal details' });
    const fact = (term: string) => within(dialog).getByText(term).nextElementSibling;
    expect(fact('Date and time')).toHaveTextContent('14 Aug 2026, 11:45 am IST');
    expect(fact('Amount')).toHaveTextContent('₹20,000');
    expect(fact('Status')).toHaveTextContent('Failed');
    expect(fact('Bank')).toHaveTextContent('HDFC Bank');
    expect(fact('Account ending')).toHaveTextContent('••4321');
    expect(fact('Reference')).toHaveTextContent('—');
    expect(fact('Failure reason')).toHaveTextContent(
      'The bank could not credit the account: the account is inactive.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Download statement', () => {
  it('saves exactly the selected rows as CSV, named by the period', async () => {
    const saved = downloads();
    const { user } = await open('&type=withdrawals&range=fy');
    const group = screen.getByRole('group', { name: 'Download statement' });
    await user.click(within(group).getByRole('button', { name: 'CSV' }));
    expect(saved.map((file) => file.name)).toEqual(['statement-2026-04-01-to-2027-03-31.csv']);
    const lines = (await (saved[0]?.blob as Blob).text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Status,Amount (INR),Bank,Account,Reference');
    expect(lines).toHaveLength(8);
    expect(lines).toContain('14-08-2026 11:45,Withdrawal,Failed,20000.00,HDFC Bank,XXXX4321,');
  });

  it('names an All time statement from the oldest selected row to today, and makes a PDF', async () => {
    fontsFromDisk();
    const saved = downloads();
    const { user } = await open('&type=repayments');
    const group = screen.getByRole('group', { name: 'Download statement' });
    await user.click(within(group).getByRole('button', { name: 'PDF' }));
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(['statement-2026-06-28-to-2026-11-24.pdf']),
    );
    expect(saved[0]?.blob.type).toBe('application/pdf');
    const { text } = await readBack(saved[0]?.blob as Blob);
    expect(text).toContain('Statement of transactions');
    expect(text).not.toContain('Withdrawal');
  });
});
