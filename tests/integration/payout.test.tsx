import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { stubConfigForFile } from '../setup/env';
import { server } from '../setup/msw-server';
import { logInAgain } from '../setup/log-in';
import { recordCalls } from '../setup/record-calls';
import { renderApp } from '../setup/render-app';
import { customers, API } from '../support/demo';

// This file's portal runs with the payout tab switched on.
stubConfigForFile({ VITE_FEATURE_PAYOUT: 'true' });

async function openPayout() {
  const view = renderApp('/profile', { as: customers.priya });
  await view.user.click(await screen.findByRole('tab', { name: 'Payout details' }));
  await screen.findByRole('button', { name: 'Add bank details' });
  return view;
}

/** The dialog that asks for the code sent to the phone before bank details change. */
async function confirmWithCode(user: ReturnType<typeof renderApp>['user'], code: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm with your phone' });
  expect(within(dialog).getByText(`+91 ${customers.priya}`, { exact: false })).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), code);
  return dialog;
}

async function fillBank(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Account number'), '123456789012');
  await user.type(screen.getByLabelText('IFSC code'), 'HDFC0001234');
  await user.type(screen.getByLabelText('Account holder name'), 'Priya S. Nair');
  await user.type(screen.getByLabelText('Bank name'), 'HDFC Bank');
}

describe('the payout tab', () => {
  it('shows every bank rule in its own words and upper-cases the IFSC', async () => {
    const { user } = await openPayout();
    await user.type(screen.getByLabelText('Account number'), '12ab');
    await user.type(screen.getByLabelText('IFSC code'), 'sbin1234567xyz');
    await user.type(screen.getByLabelText('Account holder name'), 'P1');
    await user.type(screen.getByLabelText('Bank name'), 'HD');
    await user.click(screen.getByRole('button', { name: 'Add bank details' }));
    for (const message of [
      'Account number must contain only digits',
      'Invalid IFSC format. Example: SBIN0123456',
      'Name should be 3-50 characters long and contain only letters, spaces, and dots',
      'Bank name should be 3-50 characters long and contain only letters, spaces, and dots',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('IFSC code')).toHaveValue('SBIN1234567');
    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), '12345678');
    expect(
      await screen.findByText('Bank account numbers can range from 9 to 18 digits'),
    ).toBeInTheDocument();
  });

  it('keeps nothing typed when the server ends the session: the tab waits at /login, maybe for someone else', async () => {
    server.use(
      http.post(`${API}/auth/send-phone-otp`, () => HttpResponse.json({}, { status: 401 }), {
        once: true,
      }),
    );
    const { user } = await openPayout();
    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Add bank details' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    // Bank details are the customer's alone: none of them is left in the tab's storage.
    const kept = JSON.stringify({ ...sessionStorage });
    for (const typed of ['123456789012', 'HDFC0001234', 'Priya S. Nair', 'HDFC Bank']) {
      expect(kept).not.toContain(typed);
    }
    await logInAgain(user, customers.priya);
    await user.click(await screen.findByRole('tab', { name: 'Payout details' }));
    expect(await screen.findByLabelText('IFSC code')).toHaveValue('');
  });

  it('adds, then updates, each confirmed by a code sent to the phone, and keeps the values when saving fails', async () => {
    const codes = recordCalls('/auth/send-phone-otp');
    const adds = recordCalls('/bank-details/add');
    const updates = recordCalls('/bank-details/update');
    const { user } = await openPayout();
    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Add bank details' }));
    await confirmWithCode(user, '123456');
    expect(await screen.findByText('Bank details added successfully')).toBeInTheDocument();
    expect(codes).toHaveLength(1);
    expect(adds[0]?.body).toEqual({
      account_number: '123456789012',
      ifsc_code: 'HDFC0001234',
      account_holder_name: 'Priya S. Nair',
      bank_name: 'HDFC Bank',
      phone_otp: '123456',
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Confirm with your phone' }),
      ).not.toBeInTheDocument(),
    );
    server.use(
      http.put(`${API}/bank-details/update`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    await user.clear(screen.getByLabelText('Bank name'));
    await user.type(screen.getByLabelText('Bank name'), 'HDFC Bank Ltd');
    await user.click(screen.getByRole('button', { name: 'Update bank details' }));
    const dialog = await confirmWithCode(user, '123456');
    expect(await within(dialog).findByText('Something went wrong')).toBeInTheDocument();
    // Not a wrong code: it stays, and the same press tries again.
    expect(within(dialog).getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('6');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bank details updated successfully')).toBeInTheDocument();
    expect(updates.at(-1)?.body).toMatchObject({ bank_name: 'HDFC Bank Ltd', phone_otp: '123456' });
    expect(screen.getByLabelText('Bank name')).toHaveValue('HDFC Bank Ltd');
  });

  it('saves nothing on a wrong code: the code is cleared and the details kept', async () => {
    const adds = recordCalls('/bank-details/add');
    const { user } = await openPayout();
    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Add bank details' }));
    const dialog = await confirmWithCode(user, '111111');
    expect(await within(dialog).findByText('Invalid OTP')).toBeInTheDocument();
    const first = within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' });
    expect(first).toHaveValue('');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('Bank name')).toHaveValue('HDFC Bank');
    expect(adds.map((call) => (call.body as { phone_otp?: string }).phone_otp)).toEqual(['111111']);
    expect(screen.getByRole('button', { name: 'Add bank details' })).toBeInTheDocument();
  });
});
