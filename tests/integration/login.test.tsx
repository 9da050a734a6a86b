import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { readToken } from '@/lib/auth-token';
import { server } from '../setup/msw-server';
import { recordCalls as record } from '../setup/record-calls';
import { renderApp, signInAs } from '../setup/render-app';
import { steadyClock } from '../setup/steady-clock';
import { customers, API } from '../support/demo';

const phoneInput = () => screen.getByLabelText('Mobile number');
const getOtp = () => screen.getByRole('button', { name: 'Get OTP' });

async function reachOtp(phone: string = customers.asha, path = '/login') {
  const view = renderApp(path);
  await view.user.type(await screen.findByLabelText('Mobile number'), phone);
  await view.user.click(getOtp());
  await screen.findByRole('heading', { name: 'Verify your number' });
  return view;
}

async function typeCode(user: ReturnType<typeof renderApp>['user'], code: string) {
  await user.type(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), code);
}

describe('phone step', () => {
  it('keeps digits only, at most 10, and unwraps a pasted +91 number', async () => {
    const { user } = renderApp('/login');
    const input = await screen.findByLabelText('Mobile number');
    await user.type(input, 'ab98x76-54 3210999');
    expect(input).toHaveValue(customers.asha);
    await user.clear(input);
    await user.click(input);
    await user.paste('+91 98765-43210');
    expect(input).toHaveValue(customers.asha);
  });

  it("says 'Phone number must be 10 digits' after leaving a short number, and disables Get OTP", async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Mobile number'), '98765');
    expect(getOtp()).toBeDisabled();
    expect(screen.queryByText('Phone number must be 10 digits')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(phoneInput()).toHaveAccessibleDescription('Phone number must be 10 digits');
  });

  it("says 'Invalid phone number format' at once for 10 digits that are not a mobile number", async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Mobile number'), '1234567890');
    expect(screen.getByText('Invalid phone number format')).toBeInTheDocument();
    expect(getOtp()).toBeDisabled();
  });

  it('sends the full login-otp payload with the campaign and the device, once per double click', async () => {
    const calls = record('/auth/login-otp');
    const { user } = renderApp('/login?ref=partner-7&src=newsletter&medium=email&click_id=c-99');
    await user.type(await screen.findByLabelText('Mobile number'), customers.asha);
    await user.dblClick(getOtp());
    await screen.findByRole('heading', { name: 'Verify your number' });
    expect(calls).toHaveLength(1);
    const body = (calls[0]?.body ?? {}) as Record<string, unknown>;
    expect(body).toMatchObject({
      phone_no: customers.asha,
      ref: 'partner-7',
      source: 'newsletter',
      medium: 'email',
      click_id: 'c-99',
    });
    expect(Object.keys(body.user_device as object).sort()).toEqual(
      ['browser', 'browserVersion', 'description', 'os', 'product'].sort(),
    );
    expect(calls[0]?.headers.has('authorization')).toBe(false);
    expect(await screen.findByText(`OTP sent to +91 ${customers.asha}`)).toBeInTheDocument();
  });

  it('sends empty strings for absent campaign values', async () => {
    const calls = record('/auth/login-otp');
    await reachOtp();
    expect(calls[0]?.body).toMatchObject({ ref: '', source: '', medium: '', click_id: '' });
  });

  it("shows the server's message when sending fails and keeps the number", async () => {
    server.use(
      http.post(`${API}/auth/login-otp`, () =>
        HttpResponse.json({ message: 'Too many attempts. Try later.' }, { status: 429 }),
      ),
    );
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Mobile number'), customers.asha);
    await user.click(getOtp());
    expect(await screen.findByText('Too many attempts. Try later.')).toBeInTheDocument();
    expect(phoneInput()).toHaveValue(customers.asha);
    expect(getOtp()).toBeEnabled();
  });

  it("falls back to 'Something went wrong' without a server message", async () => {
    server.use(http.post(`${API}/auth/login-otp`, () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Mobile number'), customers.asha);
    await user.click(getOtp());
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('greets an invited customer in lower case and prefills the number', async () => {
    renderApp('/login?init=cust-asha');
    expect(await screen.findByRole('heading', { name: 'Hi, asha' })).toBeInTheDocument();
    expect(phoneInput()).toHaveValue(customers.asha);
  });

  it('only logs a failed invitation lookup', async () => {
    const warn = vi.mocked(console.warn);
    renderApp('/login?init=nobody');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Could not load the invited customer', expect.any(Error)),
    );
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByText('Invitation not found')).not.toBeInTheDocument();
  });

  it.each(['..', '../profile', 'a/b', 'x?y=1', 'cust asha', 'a'.repeat(65)])(
    'sends no lookup for an invitation id that is not one (%j)',
    async (init) => {
      const calls = record('/init');
      const warn = vi.mocked(console.warn);
      renderApp(`/login?init=${encodeURIComponent(init)}`);
      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith('Could not load the invited customer', expect.any(Error)),
      );
      expect(calls).toEqual([]);
      expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    },
  );
});

describe('OTP step', () => {
  it("shows '+91 {phone}' and goes back to edit the number", async () => {
    const { user } = await reachOtp();
    expect(screen.getByText(`+91 ${customers.asha}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit phone number' }));
    expect(await screen.findByLabelText('Mobile number')).toHaveValue(customers.asha);
  });

  it('advances box by box, and Backspace on an empty box clears the previous one', async () => {
    const { user } = await reachOtp();
    const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
    await user.type(box(1), '12');
    expect(box(1)).toHaveValue('1');
    expect(box(2)).toHaveValue('2');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
  });

  it('fills every box from a pasted code and verifies it', async () => {
    const calls = record('/auth/verify-otp');
    const { user } = await reachOtp();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123 456');
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ phone_no: customers.asha, phone_otp: '123456', domain: '' });
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('signs an active customer in and goes home', async () => {
    const { user } = await reachOtp();
    await typeCode(user, '123456');
    expect(
      await screen.findByRole('heading', { name: 'Instant Cash Against Mutual Funds' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(readToken()).toMatch(new RegExp(`^demo\\.${customers.asha}\\.`));
  });

  it("shows 'Invalid OTP' for a wrong code and stays", async () => {
    const { user } = await reachOtp();
    await typeCode(user, '111111');
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verify your number' })).toBeInTheDocument();
    expect(readToken()).toBeUndefined();
  });

  it('keeps the code, unmarked, when the check fails without an answer on it', async () => {
    const { user } = await reachOtp();
    server.use(
      http.post(`${API}/auth/verify-otp`, () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    await typeCode(user, '123456');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    const last = screen.getByRole('textbox', { name: 'Digit 6 of 6' });
    expect(last).toHaveValue('6');
    expect(last).not.toHaveAttribute('aria-invalid');
  });

  it('clears and marks a wrong code, and takes its toast away once the right one signs in', async () => {
    const { user } = await reachOtp();
    await typeCode(user, '111111');
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
    await waitFor(() => expect(first).toHaveFocus());
    for (let n = 1; n <= 6; n += 1) {
      const digit = screen.getByRole('textbox', { name: `Digit ${n} of 6` });
      expect(digit).toHaveValue('');
      expect(digit).toHaveAttribute('aria-invalid', 'true');
    }
    await typeCode(user, '123456');
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Invalid OTP')).not.toBeInTheDocument(), {
      timeout: 2_500,
    });
  });

  it('says a wrong code once, under the boxes, and starts again empty after a resend', async () => {
    const clock = steadyClock(1_000, 'interval');
    const { user } = await reachOtp();
    await typeCode(user, '111111');
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Invalid OTP');
    // Under the boxes, inside the code's form, and said once: no toast repeats it.
    const boxes = screen.getByRole('group', { name: 'One-time code' });
    expect(boxes.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(message.closest('form')).toBe(boxes.closest('form'));
    expect(screen.getAllByText('Invalid OTP')).toHaveLength(1);
    const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
    expect(first).toHaveAccessibleDescription('Invalid OTP');
    await waitFor(() => expect(first).toHaveFocus());
    await user.type(first, '12');
    await clock.at(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    expect(screen.queryByText('Invalid OTP')).not.toBeInTheDocument();
    for (let n = 1; n <= 6; n += 1) {
      const digit = screen.getByRole('textbox', { name: `Digit ${n} of 6` });
      expect(digit).toHaveValue('');
      expect(digit).not.toHaveAttribute('aria-invalid');
    }
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus(),
    );
  });

  it('counts down 30 s before a resend, which sends the phone only and restarts', async () => {
    // The countdown ticks each second; it restarts with each code sent.
    const clock = steadyClock(1_000, 'interval');
    const calls = record('/auth/login-otp');
    await reachOtp();
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    await clock.at(10_000);
    expect(screen.getByRole('button', { name: 'Resend OTP in 20s' })).toBeDisabled();
    await clock.at(30_000);
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual({ phone_no: customers.asha });
    expect(await screen.findByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
  });
});

describe('registration', () => {
  async function reachRegistration() {
    const view = await reachOtp('9123456789');
    await typeCode(view.user, '123456');
    await screen.findByRole('heading', { name: 'Complete your profile' });
    return view;
  }

  it('keeps every letter of a pasted PAN with spaces around it', async () => {
    const { user } = await reachRegistration();
    await user.click(screen.getByLabelText('PAN'));
    await user.paste(' abcde1234a ');
    expect(screen.getByLabelText('PAN')).toHaveValue('ABCDE1234A');
    await user.type(screen.getByLabelText('PAN'), 'Z');
    expect(screen.getByLabelText('PAN')).toHaveValue('ABCDE1234A');
  });

  it('shows every rule of the spec in its own words', async () => {
    const { user } = await reachRegistration();
    await user.type(screen.getByLabelText('First name'), 'A1');
    await user.type(screen.getByLabelText('Last name'), 'B');
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.type(screen.getByLabelText('PAN'), 'abcde1234');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const message of [
      'First name must be between 2 and 50 characters long and contain only letters',
      'Last name must be between 2 and 50 characters long and contain only letters',
      'Please enter a valid email address',
      'Please enter a valid PAN number. Example: ABCDE1234A',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('PAN')).toHaveValue('ABCDE1234');
  });

  it('registers with the verify token, congratulates, and gets started at home', async () => {
    const calls = record('/auth/add-details');
    const { user } = await reachRegistration();
    await user.type(screen.getByLabelText('First name'), 'Meera');
    await user.type(screen.getByLabelText('Last name'), 'Iyer');
    await user.type(screen.getByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('PAN'), 'fghpi5678k');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(calls[0]?.body).toEqual({
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'meera@example.com',
      pan: 'FGHPI5678K',
    });
    expect(calls[0]?.headers.get('authorization')).toMatch(/^Bearer demo\.9123456789\./);
    expect(readToken()).toBeUndefined();
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Get started' }));
    expect(
      await screen.findByRole('heading', { name: 'Instant Cash Against Mutual Funds' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('welcome')).toBe('true');
    expect(readToken()).toMatch(/^demo\.9123456789\./);
  });

  it("registers a name of two words ('Sai Krishna'), which the demo backend takes too", async () => {
    const calls = record('/auth/add-details');
    const { user } = await reachRegistration();
    await user.type(screen.getByLabelText('First name'), 'Sai Krishna');
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    await user.type(screen.getByLabelText('Email'), 'sai@example.com');
    await user.type(screen.getByLabelText('PAN'), 'saikr1234k');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ first_name: 'Sai Krishna', last_name: 'Rao' });
  });

  it("keeps every field when registration fails, with the server's message", async () => {
    const { user } = await reachRegistration();
    await user.type(screen.getByLabelText('First name'), 'Meera');
    await user.type(screen.getByLabelText('Last name'), 'Iyer');
    await user.type(screen.getByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('PAN'), 'ABCPV1234A');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('This PAN is already registered with another account'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Meera');
    expect(screen.getByLabelText('PAN')).toHaveValue('ABCPV1234A');
  });
});

describe('password login', () => {
  it('proceeds only with at least 10 characters of phone', async () => {
    const calls = record('/auth/login');
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Mobile number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Login with password' }));
    await user.type(await screen.findByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("signs in with the right password and shows the server's message for a wrong one", async () => {
    const calls = record('/auth/login');
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login with password' }));
    await user.type(await screen.findByLabelText('Mobile number'), customers.priya);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Incorrect phone number or password')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { name: 'Instant Cash Against Mutual Funds' }),
    ).toBeInTheDocument();
    expect(calls[1]?.body).toEqual({ phone_no: customers.priya, password: 'Demo@1234' });
  });
  it('says a wrong password under the password field, not in a toast, and keeps the number', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login with password' }));
    await user.type(await screen.findByLabelText('Mobile number'), customers.priya);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Incorrect phone number or password'),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status', { name: /Incorrect/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Incorrect phone number or password')).toHaveLength(1);
    expect(screen.getByLabelText('Mobile number')).toHaveValue(customers.priya);
  });

  it('warns when the server says one try is left before password login locks, and not before', async () => {
    const calls = record('/auth/login');
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login with password' }));
    await user.type(await screen.findByLabelText('Mobile number'), customers.rohan);
    await user.type(screen.getByLabelText('Password'), 'not-my-password');
    const lastTry = 'You have 1 try left before password login is locked.';
    for (let tried = 1; tried <= 4; tried += 1) {
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(calls).toHaveLength(tried));
      await screen.findByText('Incorrect phone number or password');
      if (tried < 4) expect(screen.queryByText(lastTry)).not.toBeInTheDocument();
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(lastTry);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Incorrect phone number or password',
    );
  });

  it('says a number without an account has none, under the number: it signs up with a code', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login with password' }));
    await user.type(await screen.findByLabelText('Mobile number'), '9123400000');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const phone = screen.getByLabelText('Mobile number');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'No account with this number. Log in with OTP to sign up.',
      ),
    );
    expect(
      screen.queryByRole('heading', { name: 'Complete your profile' }),
    ).not.toBeInTheDocument();
  });

  it('refuses a pasted password over 1024 characters with a clear message, and sends nothing', async () => {
    const calls = record('/auth/login');
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login with password' }));
    await user.click(await screen.findByLabelText('Password'));
    await user.paste('x'.repeat(1025));
    await user.type(screen.getByLabelText('Mobile number'), customers.priya);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password must be at most 1024 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the longest password /profile lets one set, 64 Devanagari letters (192 code units)', async () => {
    const calls = record('/auth/login');
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login with password' }));
    await user.type(await screen.findByLabelText('Mobile number'), customers.priya);
    await user.click(screen.getByLabelText('Password'));
    await user.paste('क्ष'.repeat(64));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Incorrect phone number or password')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("'Forgot password?' sends a code to the number typed, and signed in by it the customer sets a new password on /profile", async () => {
    const calls = record('/auth/login-otp');
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login with password' }));
    await user.type(await screen.findByLabelText('Password'), 'forgotten');
    await user.type(screen.getByLabelText('Mobile number'), customers.priya);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Verify your number' });
    expect(calls[0]?.body).toMatchObject({ phone_no: customers.priya });
    await typeCode(user, '123456');
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    // The second code is said before it is asked for (docs/product.md#account-security).
    expect(
      screen.getByText(
        'You are signed in. To keep your account safe, a new password needs one more code, which we send to your phone when you continue.',
      ),
    ).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/profile?password=new');
    expect(await screen.findByLabelText('New password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  });

  it("after 5 wrong passwords says the server's words and offers 'Log in with OTP instead', which sends the code", async () => {
    const logins = record('/auth/login');
    const codes = record('/auth/login-otp');
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login with password' }));
    await user.type(await screen.findByLabelText('Mobile number'), customers.rohan);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    for (let i = 1; i <= 6; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(logins).toHaveLength(i));
    }
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Too many wrong passwords/);
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    await user.click(within(alert).getByRole('button', { name: 'Log in with OTP instead' }));
    await screen.findByRole('heading', { name: 'Verify your number' });
    expect(codes[0]?.body).toMatchObject({ phone_no: customers.rohan });
    await typeCode(user, '123456');
    expect(
      await screen.findByRole('heading', { name: 'Instant Cash Against Mutual Funds' }),
    ).toBeInTheDocument();
  });
});

describe('guards', () => {
  it('sends a signed-in customer from /login to home', async () => {
    renderApp('/login', { as: customers.priya });
    expect(
      await screen.findByRole('heading', { name: 'Instant Cash Against Mutual Funds' }),
    ).toBeInTheDocument();
  });

  it('sends a visitor from a protected page to /login', async () => {
    renderApp('/loan');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(screen.queryByText('You signed out in another tab.')).toBeNull();
  });

  it("says 'You signed out in another tab.' when it follows another tab's sign-out, until the next login", async () => {
    const { user } = renderApp('/profile', { as: customers.priya });
    expect(await screen.findByRole('heading', { name: 'Account Details' })).toBeInTheDocument();
    // Another tab signs out: the cookie goes, and that tab says why on the session channel.
    document.cookie = 'lark-customerauth-token=; path=/; max-age=0';
    const other = new BroadcastChannel('lark-session');
    other.postMessage('signed-out');
    other.close();
    expect(await screen.findByText('You signed out in another tab.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    await user.type(phoneInput(), customers.priya);
    await user.click(getOtp());
    await screen.findByRole('heading', { name: 'Verify your number' });
    await typeCode(user, '123456');
    expect(await screen.findByRole('heading', { name: 'Account Details' })).toBeInTheDocument();
    expect(sessionStorage.getItem('login:notice')).toBeNull();
  });

  it('says the customer was signed out, not of another tab, when the server ended the session (a device signed out from another)', async () => {
    server.use(
      http.get(`${API}/auth/profile`, () => HttpResponse.json({}, { status: 401 }), { once: true }),
    );
    renderApp('/profile', { as: customers.priya });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('You were signed out. Please log in again.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByText('You signed out in another tab.')).toBeNull();
  });
});

describe('the code step and the tab', () => {
  it("goes back to the phone step, number kept, with the browser's Back", async () => {
    await reachOtp(customers.asha, '/login?ref=partner-7');
    act(() => window.history.back());
    expect(await screen.findByRole('button', { name: 'Get OTP' })).toBeInTheDocument();
    expect(phoneInput()).toHaveValue(customers.asha);
    expect(window.location.search).toBe('?ref=partner-7');
  });

  it('is still on the code step for the same number after a reload', async () => {
    const { unmount } = await reachOtp(customers.asha, '/login?ref=partner-7');
    unmount();
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Verify your number' })).toBeInTheDocument();
    expect(screen.getByText(`+91 ${customers.asha}`)).toBeInTheDocument();
    expect(window.location.search).toBe('?ref=partner-7');
  });

  it('forgets a kept number that is not a mobile number, and starts at the phone step', async () => {
    await reachOtp(customers.asha);
    cleanup();
    for (const key of Object.keys(sessionStorage)) sessionStorage.setItem(key, '<b>12</b>');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Get OTP' })).toBeInTheDocument();
    expect(phoneInput()).toHaveValue('');
    expect(Object.values(sessionStorage)).not.toContain('<b>12</b>');
  });
});

describe('after the idle sign-out', () => {
  it('says why the customer was signed out, and the help text states the limit', async () => {
    localStorage.setItem('session:idle-sign-out', 'true');
    renderApp('/login');
    // Said in a status message (the page has another, the connection's, which is empty here).
    expect(
      await screen.findByText('You were signed out after 10 minutes without activity.'),
    ).toHaveAttribute('role', 'status');
    expect(
      screen.getByText(/you are signed out after 10 minutes without activity/),
    ).toBeInTheDocument();
    localStorage.clear();
  });

  it('says nothing of it on an ordinary visit', async () => {
    renderApp('/login');
    await screen.findByLabelText('Mobile number');
    expect(screen.queryByText(/You were signed out/)).not.toBeInTheDocument();
  });

  it('forgets it at the next login', () => {
    localStorage.setItem('session:idle-sign-out', 'true');
    signInAs(customers.priya);
    expect(localStorage.getItem('session:idle-sign-out')).toBeNull();
  });
});
