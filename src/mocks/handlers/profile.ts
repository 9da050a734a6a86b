import { HttpResponse } from 'msw';
import { EMAIL } from '@/lib/validation';
import {
  apiUrl,
  codeConfirms,
  customerOf,
  fail,
  http,
  jsonBody,
  unauthorized,
  updateCustomer,
} from '../http';
import { summaryOf } from '../code-summary';
import { purposeOf, sendCode } from '../phone-codes';
import { addNotice, notices } from '../notifications';
import { emailChangeRefusal } from '../rules';
import { DEMO_OTP } from '../seed';

/** The customer entered the code sent to `email`: from now on it may be marked verified. */
function rememberVerified(phone: string, email: string) {
  updateCustomer(phone, (c) => {
    c.verified_emails = [...new Set([...(c.verified_emails ?? []), email])];
    addNotice(c, notices.emailVerified(email));
  });
}

const BANK_FIELDS = ['account_number', 'ifsc_code', 'account_holder_name', 'bank_name'] as const;

export const profileHandlers = [
  // The /verify-email page.
  http.post(apiUrl('/email/send-otp'), async ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    const { email } = await jsonBody(request);
    if (typeof email !== 'string' || !EMAIL.test(email))
      return fail(400, 'Please enter a valid email address');
    if (customer.is_email_verified && email === customer.email)
      return fail(400, 'Email already verified.');
    return HttpResponse.json({ message: `OTP sent to ${email}` });
  }),
  http.post(apiUrl('/email/verify-otp'), async ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    const { email, otp } = await jsonBody(request);
    if (otp !== DEMO_OTP || typeof email !== 'string') return fail(400, 'Invalid OTP');
    rememberVerified(customer.phone_no, email);
    return HttpResponse.json({ message: 'Email verified' });
  }),
  http.put(apiUrl('/users/:id'), async ({ request, params }) => {
    const customer = customerOf(request);
    if (!customer || customer.id !== params.id) return unauthorized();
    const { email, is_email_verified } = await jsonBody(request);
    if (typeof email !== 'string' || !EMAIL.test(email))
      return fail(400, 'Please enter a valid email address');
    const refusal = emailChangeRefusal(customer, email, is_email_verified === true);
    if (refusal) return fail(409, refusal);
    updateCustomer(customer.phone_no, (c) => {
      c.email = email;
      c.is_email_verified = is_email_verified === true;
    });
    return HttpResponse.json({ message: 'Profile updated' });
  }),

  // The code that confirms the exact change the request carries, worded here, never from the
  // client's text (docs/api-contract.md#phone-codes).
  http.post(apiUrl('/auth/send-phone-otp'), async ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    const { purpose, change } = await jsonBody(request);
    const what = purposeOf(purpose);
    const isObject = typeof change === 'object' && change !== null && !Array.isArray(change);
    const summary =
      what && isObject ? summaryOf(customer, what, change as Record<string, unknown>) : undefined;
    if (!what || summary === undefined) return fail(400, 'Say what the code is for');
    updateCustomer(customer.phone_no, (c) => {
      c.phone_codes = sendCode(c.phone_codes, what, change, Date.now());
    });
    return HttpResponse.json({ message: 'OTP sent successfully', summary });
  }),

  // The email OTP modal on /profile.
  http.post(apiUrl('/auth/send-email-otp'), ({ request }) =>
    customerOf(request) ? HttpResponse.json({ message: 'OTP sent successfully' }) : unauthorized(),
  ),
  http.post(apiUrl('/auth/verify-email-otp'), async ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    const { email_otp } = await jsonBody(request);
    if (email_otp !== DEMO_OTP) return fail(400, 'Invalid OTP');
    rememberVerified(customer.phone_no, customer.email);
    updateCustomer(customer.phone_no, (c) => {
      c.is_email_verified = true;
    });
    return HttpResponse.json({ message: 'Email verified successfully' });
  }),

  http.patch(apiUrl('/auth/update-pan'), async ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    const { pan } = await jsonBody(request);
    if (typeof pan !== 'string' || !/^[A-Z]{5}\d{4}[A-Z]$/.test(pan))
      return fail(400, 'Invalid PAN format (e.g., ABCDE1234F)');
    updateCustomer(customer.phone_no, (c) => {
      c.pan = pan;
    });
    return HttpResponse.json({ message: 'PAN updated' });
  }),

  http.get(apiUrl('/bank-details'), ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    return HttpResponse.json({
      success: true,
      message: 'Bank details',
      data: { bankDetails: customer.bank ?? null },
    });
  }),
  ...(['add', 'update'] as const).map((action) =>
    http[action === 'add' ? 'post' : 'put'](
      apiUrl(`/bank-details/${action}`),
      async ({ request }) => {
        const customer = customerOf(request);
        if (!customer) return unauthorized();
        const body = await jsonBody(request);
        // As a bank would: the account money is paid into changes only with the phone's code.
        if (!codeConfirms(customer.phone_no, 'BANK_DETAILS', body)) return fail(400, 'Invalid OTP');
        if (!BANK_FIELDS.every((field) => typeof body[field] === 'string' && body[field] !== '')) {
          return fail(400, 'Please fill in every field');
        }
        const bank = Object.fromEntries(BANK_FIELDS.map((field) => [field, String(body[field])]));
        updateCustomer(customer.phone_no, (c) => {
          c.bank = bank as typeof c.bank;
        });
        return HttpResponse.json({
          success: true,
          message:
            action === 'add'
              ? 'Bank details added successfully'
              : 'Bank details updated successfully',
          data: { bankDetails: bank },
        });
      },
    ),
  ),
];
