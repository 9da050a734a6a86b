import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { newToken } from '@/mocks/db';
import { seedCustomers } from '@/mocks/seed';
import { stubConfigForFile } from '../setup/env';
import { server } from '../setup/msw-server';
import { recordCalls } from '../setup/record-calls';
import { renderApp } from '../setup/render-app';
import { customers, API } from '../support/demo';

// A phone code confirms only the change it was sent for, once (docs/api-contract.md#phone-codes).
const PPFC = 'Parag Parikh Flexi Cap Fund - Direct Growth';

// This file's portal runs with the payout tab switched on.
stubConfigForFile({ VITE_FEATURE_PAYOUT: 'true' });

/** Another of Priya's pledged funds. */
const other = seedCustomers()
  .find((customer) => customer.phone_no === customers.priya)
  ?.loan?.pledged_portfolio_items.find((fund) => fund.scheme_name !== PPFC);

/** Asks the demo for a code for `change`, as another screen (or another tab) would. */
async function sendCodeFor(purpose: string, change: object, extra: object = {}, language = 'en') {
  const response = await askForCode(purpose, change, extra, language);
  expect(response.status).toBe(200);
  return (await response.json()) as { message: string; summary: string };
}

function askForCode(purpose: string, change: object, extra: object = {}, language = 'en') {
  return fetch(`${API}/auth/send-phone-otp`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${newToken(customers.priya)}`,
      Signature: 'demo-signature',
      'Content-Type': 'application/json',
      'Accept-Language': language,
    },
    body: JSON.stringify({ purpose, change, ...extra }),
  });
}

/** The screen believes a code went out, but none did: the demo records nothing. */
function noCodeSent() {
  server.use(
    http.post(`${API}/auth/send-phone-otp`, () =>
      HttpResponse.json({ message: 'OTP sent successfully', summary: 'Another change' }),
    ),
  );
}

async function releaseWithCode(user: ReturnType<typeof renderApp>['user'], code?: string) {
  const fund = within(await screen.findByRole('group', { name: PPFC }));
  await user.type(fund.getByLabelText('Units to release'), '100');
  const main = within(screen.getByRole('main'));
  await user.click(main.getByRole('button', { name: 'Continue' }));
  const first = await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
  if (code) await user.type(first, code);
  return { fund, main };
}

/** The code was refused: cleared and marked, and the choice is kept behind 'Change the selection'. */
async function expectRefusedKeepingUnits(
  user: ReturnType<typeof renderApp>['user'],
  fund: ReturnType<typeof within>,
  main: ReturnType<typeof within>,
) {
  expect(await main.findByText('Invalid OTP')).toBeInTheDocument();
  const first = main.getByRole('textbox', { name: 'Digit 1 of 6' });
  expect(first).toHaveValue('');
  expect(first).toHaveAttribute('aria-invalid', 'true');
  await user.click(main.getByRole('button', { name: 'Change the selection' }));
  expect(fund.getByLabelText('Units to release')).toHaveValue('100');
}

describe('a phone code confirms only its own change, once', () => {
  it('names the change when it asks for the code', async () => {
    const codes = recordCalls('/auth/send-phone-otp');
    const { user } = renderApp('/loan/release', { as: customers.priya });
    await releaseWithCode(user);
    await waitFor(() => expect(codes).toHaveLength(1));
    expect(codes[0]?.body).toEqual({
      purpose: 'RELEASE',
      change: { kind: 'RELEASE', items: [expect.objectContaining({ units: 100 })] },
    });
  });

  it("shows the server's words for the change beside the code boxes", async () => {
    const { user } = renderApp('/loan/release', { as: customers.priya });
    const { main } = await releaseWithCode(user);
    expect(
      await main.findByText(`The code we sent confirms: Release 100 units of ${PPFC}`),
    ).toBeInTheDocument();
  });

  it('words the change itself, in Hindi when asked, and ignores any text the client sends', async () => {
    const phishing = 'URGENT: your KYC expired, call 1800-000-000';
    const bank = { account_number: '123456789012', ifsc_code: 'HDFC0001234' };
    const change = { ...bank, account_holder_name: 'Priya', bank_name: 'HDFC Bank' };
    const english = await sendCodeFor('BANK_DETAILS', change, { summary: phishing });
    expect(english.summary).toBe('Pay out to account ending 9012 at HDFC Bank');
    const hindi = await sendCodeFor('BANK_DETAILS', change, { summary: phishing }, 'hi');
    expect(hindi.summary).toBe('HDFC Bank के 9012 पर ख़त्म होने वाले खाते में भुगतान करें');
  });

  it("sends no code for a fund the customer does not hold, whose words would be the client's", async () => {
    const phishing = 'Lark: your KYC lapses today';
    const item = { isin_no: phishing, folio_no: '1', units: 1 };
    const response = await askForCode('RELEASE', { kind: 'RELEASE', items: [item] });
    expect(response.status).toBe(400);
  });

  it('refuses a code sent for 1 unit of one fund to release 100 units of another', async () => {
    const item = { isin_no: other?.isin_no, folio_no: other?.folio_no, units: 1 };
    await sendCodeFor('RELEASE', { kind: 'RELEASE', items: [item] });
    noCodeSent();
    const { user } = renderApp('/loan/release', { as: customers.priya });
    const { fund, main } = await releaseWithCode(user, '123456');
    await expectRefusedKeepingUnits(user, fund, main);
  });

  it('refuses a code sent for account …9012 to pay out to …7777', async () => {
    const adds = recordCalls('/bank-details/add');
    await sendCodeFor('BANK_DETAILS', {
      account_number: '123456789012',
      ifsc_code: 'HDFC0001234',
      account_holder_name: 'Priya S. Nair',
      bank_name: 'HDFC Bank',
    });
    noCodeSent();
    const { user } = renderApp('/profile', { as: customers.priya });
    await user.click(await screen.findByRole('tab', { name: 'Payout details' }));
    await user.type(await screen.findByLabelText('Account number'), '111122227777');
    await user.type(screen.getByLabelText('IFSC code'), 'HDFC0001234');
    await user.type(screen.getByLabelText('Account holder name'), 'Priya S. Nair');
    await user.type(screen.getByLabelText('Bank name'), 'HDFC Bank');
    await user.click(screen.getByRole('button', { name: 'Add bank details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your phone' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    expect(await within(dialog).findByText('Invalid OTP')).toBeInTheDocument();
    expect(adds).toHaveLength(1);
  });

  it('refuses a code that was never sent, keeping the units typed', async () => {
    noCodeSent();
    const { user } = renderApp('/loan/release', { as: customers.priya });
    const { fund, main } = await releaseWithCode(user, '123456');
    await expectRefusedKeepingUnits(user, fund, main);
  });

  it('refuses a code sent for a bank-details change, keeping the units typed', async () => {
    await sendCodeFor('BANK_DETAILS', { account_number: '123456789012', ifsc_code: 'HDFC0001234' });
    noCodeSent();
    const { user } = renderApp('/loan/release', { as: customers.priya });
    const { fund, main } = await releaseWithCode(user, '123456');
    await expectRefusedKeepingUnits(user, fund, main);
  });

  it('refuses a code used once already, keeping the details typed', async () => {
    const adds = recordCalls('/bank-details/add');
    const { user } = renderApp('/profile', { as: customers.priya });
    await user.click(await screen.findByRole('tab', { name: 'Payout details' }));
    await user.type(await screen.findByLabelText('Account number'), '123456789012');
    await user.type(screen.getByLabelText('IFSC code'), 'HDFC0001234');
    await user.type(screen.getByLabelText('Account holder name'), 'Priya S. Nair');
    await user.type(screen.getByLabelText('Bank name'), 'HDFC Bank');
    await user.click(screen.getByRole('button', { name: 'Add bank details' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm with your phone' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    expect(await screen.findByText('Bank details added successfully')).toBeInTheDocument();
    expect(adds).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The same code again, with no new one sent.
    noCodeSent();
    await user.clear(screen.getByLabelText('Bank name'));
    await user.type(screen.getByLabelText('Bank name'), 'HDFC Bank Ltd');
    await user.click(screen.getByRole('button', { name: 'Update bank details' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm with your phone' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    expect(await within(dialog).findByText('Invalid OTP')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('Bank name')).toHaveValue('HDFC Bank Ltd');
    expect(screen.getByLabelText('Account number')).toHaveValue('123456789012');
  });
});
