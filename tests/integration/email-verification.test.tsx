import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../setup/msw-server';
import { recordCalls } from '../setup/record-calls';
import { renderApp } from '../setup/render-app';
import { steadyClock } from '../setup/steady-clock';
import { customers, API } from '../support/demo';

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

async function sendCode() {
  const view = renderApp('/verify-email', { as: customers.rohan });
  expect(
    await within(await screen.findByRole('main')).findByText('rohan.mehta@example.com'),
  ).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByText('OTP sent to your email.')).toBeInTheDocument();
  return view;
}

describe('/verify-email', () => {
  it('verifies, records it everywhere and goes to the credit line after 1.5 s', async () => {
    const sends = recordCalls('/email/send-otp');
    const verifies = recordCalls('/email/verify-otp');
    const users = recordCalls('/users/cust-rohan');
    const statuses = recordCalls('/auth/update-application-status/cust-rohan');
    // Before the code's form starts its resend countdown, so that its ticks follow this clock.
    const clock = steadyClock(1_500);
    const { user } = await sendCode();
    expect(sends[0]?.body).toEqual({ email: 'rohan.mehta@example.com' });
    await user.type(box(1), '123456');
    expect(
      await screen.findByText('Email verified successfully. Redirecting...'),
    ).toBeInTheDocument();
    expect(verifies[0]?.body).toEqual({ email: 'rohan.mehta@example.com', otp: '123456' });
    expect(users[0]?.body).toEqual({ email: 'rohan.mehta@example.com', is_email_verified: true });
    expect(statuses[0]?.body).toEqual({ status: 'EMAIL_VERIFIED' });
    await clock.at(1_400);
    expect(window.location.pathname).toBe('/verify-email');
    await clock.at(1_600);
    expect(window.location.pathname).toBe('/loan/apply');
  });

  it('says saving failed, opens no credit line, and saves again (no new code) on Try again', async () => {
    const sends = recordCalls('/email/send-otp');
    const verifies = recordCalls('/email/verify-otp');
    const users = recordCalls('/users/cust-rohan');
    const clock = steadyClock(1_500);
    const { user } = await sendCode();
    server.use(
      http.put(`${API}/users/:id`, () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    await user.type(box(1), '123456');
    expect(
      await screen.findByText(
        'Your code was right, but we could not save your verified email. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Email verified successfully. Redirecting...')).toBeNull();
    expect(users).toHaveLength(1);
    // Nothing on the way to the credit line: the page stays, with no code boxes to fill again.
    expect(screen.queryByRole('textbox', { name: 'Digit 1 of 6' })).toBeNull();
    expect(window.location.pathname).toBe('/verify-email');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Email verified successfully. Redirecting...'),
    ).toBeInTheDocument();
    expect(users).toHaveLength(2);
    expect(users[1]?.body).toEqual({ email: 'rohan.mehta@example.com', is_email_verified: true });
    expect(sends).toHaveLength(1);
    expect(verifies).toHaveLength(1);
    await clock.at(1_600);
    expect(window.location.pathname).toBe('/loan/apply');
  });

  it("clears a wrong code, focuses the first box and shows the server's message", async () => {
    const { user } = await sendCode();
    await user.type(box(1), '999999');
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    await waitFor(() => expect(box(1)).toHaveFocus());
    expect(box(1)).toHaveValue('');
    expect(box(6)).toHaveValue('');
  });

  it('keeps the code when the check fails without an answer on it', async () => {
    const { user } = await sendCode();
    server.use(http.post(`${API}/email/verify-otp`, () => HttpResponse.error(), { once: true }));
    await user.type(box(1), '123456');
    expect(await screen.findByText('OTP verification failed.')).toBeInTheDocument();
    expect(box(6)).toHaveValue('6');
  });

  it.each([
    ['/email/send-otp', 'Failed to send OTP.'],
    ['/email/verify-otp', 'OTP verification failed.'],
  ])('falls back to its own message when %s fails without one', async (path, message) => {
    server.use(http.post(`${API}${path}`, () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderApp('/verify-email', { as: customers.rohan });
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    if (path.endsWith('verify-otp')) {
      await screen.findByText('OTP sent to your email.');
      await user.type(box(1), '123456');
    }
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("says 'Failed to send OTP.' exactly when the server refuses with a text of its own", async () => {
    server.use(
      http.post(`${API}/email/send-otp`, () =>
        HttpResponse.json({ message: 'Mail server busy' }, { status: 503 }),
      ),
    );
    const { user } = renderApp('/verify-email', { as: customers.rohan });
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP.')).toBeInTheDocument();
    expect(screen.queryByText(/Mail server busy/)).not.toBeInTheDocument();
  });

  it("resends after 30 s with 'OTP resent to your email.', or 'Failed to resend OTP.'", async () => {
    // The countdown ticks each second; it restarts with each code sent.
    const clock = steadyClock(1_000, 'interval');
    const { user } = await sendCode();
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    await clock.at(30_000);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP resent to your email.')).toBeInTheDocument();
    await clock.at(30_000);
    server.use(
      http.post(`${API}/email/send-otp`, () =>
        HttpResponse.json({ message: 'Mail server busy' }, { status: 503 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Failed to resend OTP.')).toBeInTheDocument();
  });

  it('forgets what it said of the old address once the address is edited', async () => {
    const clock = steadyClock(1_000, 'interval');
    const { user } = await sendCode();
    await clock.at(30_000);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP resent to your email.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit email address' }));
    const field = screen.getByLabelText('Email');
    await user.clear(field);
    await user.type(field, 'rohan@work.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.queryByText('OTP resent to your email.')).not.toBeInTheDocument();
  });

  it('checks an edited address before sending to it', async () => {
    const sends = recordCalls('/email/send-otp');
    const { user } = renderApp('/verify-email', { as: customers.rohan });
    await user.click(await screen.findByRole('button', { name: 'Edit email address' }));
    const field = screen.getByLabelText('Email');
    await user.clear(field);
    await user.type(field, 'rohan@work');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field).toHaveValue('rohan@work');
    await user.type(field, '.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    await screen.findByText('OTP sent to your email.');
    expect(sends[0]?.body).toEqual({ email: 'rohan@work.example.com' });
  });

  it.each([
    ['an error', () => HttpResponse.json({ message: 'Email already verified.' }, { status: 400 })],
    ['a success', () => HttpResponse.json({ message: 'Email already verified.' })],
  ])("treats 'Email already verified.' as %s answer as verified", async (_kind, reply) => {
    server.use(http.post(`${API}/email/send-otp`, reply));
    const statuses = recordCalls('/auth/update-application-status/cust-rohan');
    const { user } = renderApp('/verify-email', { as: customers.rohan });
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(
      await screen.findByText('Email verified successfully. Redirecting...'),
    ).toBeInTheDocument();
    expect(statuses[0]?.body).toEqual({ status: 'EMAIL_VERIFIED' });
    await waitFor(() => expect(window.location.pathname).toBe('/loan/apply'), { timeout: 3_000 });
  });

  it('sends an already verified customer straight to the credit line', async () => {
    renderApp('/verify-email', { as: customers.priya });
    await waitFor(() => expect(window.location.pathname).toBe('/loan/apply'));
  });
});
