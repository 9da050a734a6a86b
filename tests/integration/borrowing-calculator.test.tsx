import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../setup/render-app';
import { customers } from '../support/demo';

/** A sentence as it reads, whatever parts of it are set in bold. */
const sentence = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

async function openCalculator(path: string) {
  const view = renderApp(path, { as: customers.priya });
  const calculator = await screen.findByRole('region', { name: 'How much can I borrow?' });
  await within(calculator).findByLabelText('Equity mutual funds');
  return { ...view, calculator: within(calculator) };
}

describe('the borrowing calculator', () => {
  it.each(['/', '/faqs'])('is on %s', async (path) => {
    const { calculator } = await openCalculator(path);
    for (const label of [
      'Equity mutual funds',
      'Shares',
      'Debt mutual funds',
      'Amount to borrow',
      'Months',
    ]) {
      expect(calculator.getByLabelText(label)).toHaveAttribute('inputmode', 'numeric');
    }
  });

  it('adds up the FAQ figures for holdings written in lakhs', async () => {
    const { user, calculator } = await openCalculator('/');
    await user.type(calculator.getByLabelText('Equity mutual funds'), '5,00,000');
    await user.type(calculator.getByLabelText('Shares'), '3,00,000');
    await user.type(calculator.getByLabelText('Debt mutual funds'), '₹2,00,000');
    await user.click(calculator.getByRole('button', { name: 'Calculate' }));
    const result = await calculator.findByText(sentence('You could borrow up to ₹5,35,000'));
    expect(result.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('rejects what is not an amount, keeps it and says how to write one', async () => {
    const { user, calculator } = await openCalculator('/faqs');
    const shares = calculator.getByLabelText('Shares');
    await user.type(shares, 'five lakh');
    await user.click(calculator.getByRole('button', { name: 'Calculate' }));
    expect(
      await calculator.findByText('Enter an amount in rupees, such as 5,00,000'),
    ).toBeInTheDocument();
    expect(shares).toHaveValue('five lakh');
    expect(shares).toHaveAttribute('aria-invalid', 'true');
    expect(shares).toHaveAccessibleDescription('Enter an amount in rupees, such as 5,00,000');
    expect(calculator.queryByText(/You could borrow/)).toBeNull();
  });

  it.each([
    [{ Shares: '49,999' }, 'A minimum holding of ₹50,000 is needed'],
    [{}, 'A minimum holding of ₹50,000 is needed'],
    [{ 'Debt mutual funds': '50,000' }, 'The minimum loan is ₹50,000'],
    [{ 'Equity mutual funds': '1,11,111' }, 'The minimum loan is ₹50,000'],
    [{ 'Equity mutual funds': '1,11,112' }, 'You could borrow up to ₹50,000'],
    [{ Shares: '20,00,00,000' }, 'You could borrow up to ₹5,00,00,000'],
  ])('holdings %j: %s', async (holdings, message) => {
    const { user, calculator } = await openCalculator('/');
    for (const [label, value] of Object.entries(holdings)) {
      await user.type(calculator.getByLabelText(label), value);
    }
    await user.click(calculator.getByRole('button', { name: 'Calculate' }));
    expect(await calculator.findByText(sentence(message))).toBeInTheDocument();
  });

  it('says when the result is the largest loan', async () => {
    const { user, calculator } = await openCalculator('/');
    await user.type(calculator.getByLabelText('Debt mutual funds'), '10,00,00,000');
    await user.click(calculator.getByRole('button', { name: 'Calculate' }));
    expect(
      await calculator.findByText('That is the largest loan we offer: ₹5 crore.'),
    ).toBeInTheDocument();
  });

  it('compares the interest with a personal loan and a credit card, as indicative', async () => {
    const { user, calculator } = await openCalculator('/faqs');
    await user.type(calculator.getByLabelText('Amount to borrow'), '2,00,000');
    await user.type(calculator.getByLabelText('Months'), '12');
    await user.click(calculator.getByRole('button', { name: 'Compare' }));
    const table = await calculator.findByRole('table', {
      name: 'Indicative simple interest on ₹2,00,000 for 12 months',
    });
    expect(table.closest('[aria-live="polite"]')).not.toBeNull();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Borrowing', 'Rate a year', 'Interest'],
      ['Credit line against mutual funds', '10.5%', '₹21,000'],
      ['Personal loan', '18%', '₹36,000'],
      ['Credit card', '35%', '₹70,000'],
    ]);
  });

  it.each([
    ['20,000', '12', 'The minimum loan is ₹50,000'],
    ['6,00,00,000', '12', 'The maximum loan is ₹5 crore'],
    ['', '12', 'Enter the amount to borrow'],
    ['2 lakh', '12', 'Enter an amount in rupees, such as 5,00,000'],
    ['2,00,000', '0', 'Enter a number of months from 1 to 60'],
    ['2,00,000', '61', 'Enter a number of months from 1 to 60'],
    ['2,00,000', 'a year', 'Enter a number of months from 1 to 60'],
    ['2,00,000', '1.5', 'Enter a number of months from 1 to 60'],
  ])('amount %j for %j months: %s', async (amount, months, message) => {
    const { user, calculator } = await openCalculator('/');
    if (amount) await user.type(calculator.getByLabelText('Amount to borrow'), amount);
    await user.type(calculator.getByLabelText('Months'), months);
    await user.click(calculator.getByRole('button', { name: 'Compare' }));
    expect(await calculator.findByText(message)).toBeInTheDocument();
    expect(calculator.queryByRole('table')).toBeNull();
  });

  it('takes a changed figure as a new question: the old answer goes', async () => {
    const { user, calculator } = await openCalculator('/');
    await user.type(calculator.getByLabelText('Shares'), '4,00,000');
    await user.click(calculator.getByRole('button', { name: 'Calculate' }));
    await calculator.findByText(sentence('You could borrow up to ₹2,00,000'));
    await user.type(calculator.getByLabelText('Shares'), '0');
    expect(calculator.queryByText(/You could borrow/)).toBeNull();
  });
});
