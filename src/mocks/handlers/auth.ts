import { isCurrentPassword } from '../password';
import { HttpResponse } from 'msw';
import { EMAIL, INDIAN_MOBILE, PAN, PERSON_NAME } from '@/lib/validation';
import {
  MAX_WRONG_PASSWORDS,
  passwordLocked,
  recentWrongPasswords,
  touchSession,
} from '../account-security';
import { db, newToken } from '../db';
import { apiUrl, customerOf, fail, jsonBody, http, updateCustomer } from '../http';
import { addNotice, notices } from '../notifications';
import type { DemoCustomer } from '../schema';
import { DEMO_OTP } from '../seed';

/** The customer with this phone, created unregistered on first sight (a new customer). */
function customerFor(phone: string): DemoCustomer {
  return db.update((state) => {
    state.customers[phone] ??= {
      id: `cust-${phone}`,
      phone_no: phone,
      first_name: '',
      last_name: '',
      email: '',
      is_email_verified: false,
      pan: '',
      application_status: null,
      registered: false,
      transactions: [],
    };
    return state.customers[phone];
  });
}

/** A new session for `customer`, on this device. */
function signedIn(customer: DemoCustomer) {
  const token = newToken(customer.phone_no);
  updateCustomer(customer.phone_no, (c) => {
    c.failed_logins = [];
    touchSession(c, token);
  });
  return HttpResponse.json({
    data: { token, status: customer.registered ? 'active' : 'pending' },
    message: 'OTP verified',
  });
}

export const authHandlers = [
  // A campaign link's `init` is a customer id: asha's is `cust-asha`.
  http.get(apiUrl('/auth/:init/init'), ({ params }) => {
    const customer = Object.values(db.read().customers).find((c) => c.id === params.init);
    if (!customer) return fail(404, 'Invitation not found');
    return HttpResponse.json({
      data: { phone_no: customer.phone_no, first_name: customer.first_name },
    });
  }),

  http.post(apiUrl('/auth/login-otp'), async ({ request }) => {
    const { phone_no } = await jsonBody(request);
    if (typeof phone_no !== 'string' || !INDIAN_MOBILE.test(phone_no)) {
      return fail(400, 'Please enter a valid mobile number');
    }
    return HttpResponse.json({ message: `OTP sent to +91 ${phone_no}` });
  }),

  http.post(apiUrl('/auth/verify-otp'), async ({ request }) => {
    const { phone_no, phone_otp } = await jsonBody(request);
    if (typeof phone_no !== 'string' || !INDIAN_MOBILE.test(phone_no))
      return fail(400, 'Invalid phone number');
    if (phone_otp !== DEMO_OTP) return fail(400, 'Invalid OTP');
    return signedIn(customerFor(phone_no));
  }),

  // The password is the demo's until changed; after 5 wrong ones in 15 minutes, the next try is
  // refused whatever it is (docs/demo-backend.md#account-security).
  http.post(apiUrl('/auth/login'), async ({ request }) => {
    const { phone_no, password } = await jsonBody(request);
    if (typeof phone_no !== 'string' || !INDIAN_MOBILE.test(phone_no)) {
      return fail(401, 'Incorrect phone number or password');
    }
    // A number without an account has no password: it signs up with a code, which proves the
    // phone is theirs (a password login for it used to open registration unverified).
    const customer = db.read().customers[phone_no];
    if (!customer) return fail(404, 'No account with this number. Log in with OTP to sign up.');
    if (passwordLocked(customer)) {
      return fail(
        429,
        'Too many wrong passwords. Try again in 15 minutes, or log in with a code sent to your phone.',
      );
    }
    if (!(await isCurrentPassword(customer, password))) {
      updateCustomer(phone_no, (c) => {
        c.failed_logins = [...(c.failed_logins ?? []), new Date().toISOString()].slice(-10);
      });
      // How many wrong passwords may still be tried before the lock (docs/api-contract.md#account-security).
      const tried = recentWrongPasswords(customer).length + 1;
      return fail(401, 'Incorrect phone number or password', {
        attempts_left: Math.max(0, MAX_WRONG_PASSWORDS - tried),
      });
    }
    return signedIn(customer);
  }),

  http.post(apiUrl('/auth/add-details'), async ({ request }) => {
    const customer = customerOf(request);
    if (!customer)
      return fail(401, 'Please verify your phone number again', { unauthorized: true });
    const { first_name, last_name, email, pan } = await jsonBody(request);
    const valid =
      typeof first_name === 'string' &&
      PERSON_NAME.test(first_name) &&
      typeof last_name === 'string' &&
      PERSON_NAME.test(last_name) &&
      typeof email === 'string' &&
      EMAIL.test(email) &&
      typeof pan === 'string' &&
      PAN.test(pan);
    if (!valid) return fail(400, 'Please check your details and try again');
    const taken = Object.values(db.read().customers).some(
      (c) => c.pan === pan && c.phone_no !== customer.phone_no,
    );
    if (taken) {
      return fail(409, 'This PAN is already registered with another account');
    }
    db.update((state) => {
      const stored = state.customers[customer.phone_no];
      if (!stored) return;
      Object.assign(stored, { first_name, last_name, email, pan, registered: true });
      addNotice(stored, notices.welcome());
    });
    return HttpResponse.json({
      data: { token: newToken(customer.phone_no) },
      message: 'Registration successful',
    });
  }),
];
