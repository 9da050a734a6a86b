import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from '@/components/ui/data-table';

type Fund = { name: string; units: number; isin: string };
const funds: Fund[] = [
  { name: 'Axis Bluechip', units: 120, isin: 'INF846K01EW2' },
  { name: 'HDFC Flexi Cap', units: 35.5, isin: 'INF179K01BE2' },
];
const columns = [
  { label: 'Scheme', head: 'h', value: (f: Fund) => f.name, cell: 'c' },
  { label: 'Units', head: 'h text-right', value: (f: Fund) => String(f.units), cell: 'c' },
  { label: 'ISIN', head: 'h', value: (f: Fund) => f.isin, cell: 'c font-mono', asSent: true },
];

describe('a table of figures (DataTable)', () => {
  it('names every figure by its row and column: column headings, and the first cell as the row’s heading', () => {
    render(
      <DataTable
        caption="Pledged funds"
        columns={columns}
        rows={funds}
        rowKey={(f) => f.isin}
        rowHeader
        className="t"
      />,
    );
    const table = screen.getByRole('table', { name: 'Pledged funds' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Scheme', 'Units', 'ISIN']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Axis Bluechip', 'HDFC Flexi Cap']);
    const second = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['35.5', 'INF179K01BE2']);
  });

  it('gives each cell its column’s classes and keeps the server’s words from translation', () => {
    render(
      <DataTable
        columns={columns}
        rows={funds.slice(0, 1)}
        rowKey={(f) => f.isin}
        className="t"
        rowClassName={(f) => (f.units > 100 ? 'large' : '')}
      />,
    );
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Units' })).toHaveClass('h', 'text-right');
    const isin = screen.getByRole('cell', { name: 'INF846K01EW2' });
    expect(isin).toHaveClass('c', 'font-mono');
    expect(isin).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('cell', { name: 'Axis Bluechip' })).not.toHaveAttribute('translate');
    expect(screen.getAllByRole('row')[1]).toHaveClass('large');
  });
});
