import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../setup/msw-server';
import { logInAgain } from '../setup/log-in';
import { recordCalls } from '../setup/record-calls';
import { renderApp } from '../setup/render-app';
import { steadyClock } from '../setup/steady-clock';
import { customers, API } from '../support/demo';

/** Asha's profile as a server answers it before she has given a PAN. */
const ashaWithoutPan = http.get(`${API}/auth/profile`, () =>
  HttpResponse.json({
    data: {
      _id: 'cust-asha',
      first_name: 'Asha',
      last_name: 'Verma',
      email: 'a@example.com',
      phone_no: customers.asha,
      customer: { pan: null },
    },
  }),
);

describe('/profile', () => {
  it('shows the account read-only, with what is verified', async () => {
    renderApp('/profile', { as: customers.priya });
    expect(await screen.findByRole('heading', { name: 'Account Details' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile details']);
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Priya')).toBeInTheDocument();
    expect(within(main).getByText('Nair')).toBeInTheDocument();
    expect(within(main).getByText(`+91 ${customers.priya}`)).toBeInTheDocument();
    expect(within(main).getByText('CDEPN••••C')).toBeInTheDocument();
    expect(within(main).queryByText('CDEPN3456C')).not.toBeInTheDocument();
    expect(within(main).getAllByText('Verified')).toHaveLength(2);
    expect(within(main).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the whole PAN only when asked, and hides it again', async () => {
    const { user } = renderApp('/profile', { as: customers.priya });
    const main = await screen.findByRole('main');
    const show = await within(main).findByRole('button', { name: 'Show PAN' });
    expect(within(main).getByText('CDEPN••••C')).toBeInTheDocument();
    await user.click(show);
    expect(within(main).getByText('CDEPN3456C')).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'Hide PAN' }));
    expect(within(main).getByText('CDEPN••••C')).toBeInTheDocument();
    expect(within(main).queryByText('CDEPN3456C')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch user profile' and tries again", async () => {
    // Failing until the person tries again (the shell's read and the page's own both fail).
    let failing = true;
    server.use(
      http.get(`${API}/auth/profile`, () =>
        failing ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp('/profile', { as: customers.priya });
    expect(await screen.findByText('Failed to fetch user profile')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('CDEPN••••C')).toBeInTheDocument();
  });

  it('verifies an unverified email in the modal, which closes after 1.5 s', async () => {
    const sends = recordCalls('/auth/send-email-otp');
    const verifies = recordCalls('/auth/verify-email-otp');
    const clock = steadyClock(1_500);
    const { user } = renderApp('/profile', { as: customers.asha });
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(await screen.findByText('OTP sent successfully')).toBeInTheDocument();
    expect(sends[0]?.body).toEqual({ email: 'asha.verma@example.com' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), '000000');
    expect(await within(dialog).findByText('Invalid OTP')).toBeInTheDocument();
    for (const n of [6, 5, 4, 3, 2, 1])
      await user.clear(within(dialog).getByRole('textbox', { name: `Digit ${n} of 6` }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    expect(await within(dialog).findByText('Email verified successfully')).toBeInTheDocument();
    expect(verifies.at(-1)?.body).toEqual({ email: 'asha.verma@example.com', email_otp: '123456' });
    await clock.at(1_400);
    expect(screen.getByRole('dialog', { name: 'Verify your email' })).toBeInTheDocument();
    await clock.at(1_600);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByText('Verified')).toHaveLength(2);
  });

  it("toasts 'Failed to send OTP' when the code cannot be sent", async () => {
    server.use(
      http.post(`${API}/auth/send-email-otp`, () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = renderApp('/profile', { as: customers.asha });
    await user.click(await screen.findByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
  });

  it('keeps a PAN typed when the server ends the session, and puts it back after the login', async () => {
    server.use(
      ashaWithoutPan,
      http.patch(`${API}/auth/update-pan`, () => HttpResponse.json({}, { status: 401 }), {
        once: true,
      }),
    );
    const { user } = renderApp('/profile', { as: customers.asha });
    await user.type(await screen.findByLabelText('PAN'), 'zzzpa9999z');
    await user.click(screen.getByRole('button', { name: 'Save PAN' }));
    await logInAgain(user, customers.asha);
    expect(await screen.findByLabelText('PAN')).toHaveValue('ZZZPA9999Z');
  });

  it('lets a customer without a PAN add one', async () => {
    server.use(ashaWithoutPan);
    const calls = recordCalls('/auth/update-pan');
    const { user } = renderApp('/profile', { as: customers.asha });
    const field = await screen.findByLabelText('PAN');
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save PAN' }));
    expect(await screen.findByText('Invalid PAN format (e.g., ABCDE1234F)')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'zzzpa9999z');
    await user.click(screen.getByRole('button', { name: 'Save PAN' }));
    expect(await screen.findByText('ZZZPA••••Z')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ pan: 'ZZZPA9999Z' });
  });
});
