import { hashPassword, isCurrentPassword } from '../password';
import { HttpResponse } from 'msw';
import { commonPasswords } from '@/features/profile/common-passwords';
import { passwordProblem } from '@/features/profile/password-rules';
import { endSessions, tokenPrint } from '../account-security';
import { db } from '../db';
import {
  apiUrl,
  bearerOf,
  codeConfirms,
  customerOf,
  fail,
  http,
  jsonBody,
  unauthorized,
} from '../http';
import { addNotice, notices } from '../notifications';
import type { DemoCustomer, DemoSession } from '../schema';
import { DEMO_OTP } from '../seed';

/** The server's own words for a new password it refuses (the portal checks the same first). */
const REFUSALS = {
  tooShort: 'The password must have at least 8 characters.',
  tooLong: 'The password must have at most 64 characters.',
  phone: 'The password must not contain your phone number.',
  common: 'This password is too common.',
  same: 'The new password must differ from your current one.',
} as const;

/** Ends the sessions `keep` does not keep: their tokens are refused from now on. */
function end(customer: DemoCustomer, keep: (session: DemoSession) => boolean) {
  db.update((state) => {
    const stored = state.customers[customer.phone_no];
    if (!stored) return;
    state.revoked.push(...endSessions(stored, keep));
  });
}

/** The session list as the wire carries it (docs/api-contract.md#account-security). */
const shown = (session: DemoSession, token: string) => {
  const { token: print, ...rest } = session;
  return { ...rest, current: print === tokenPrint(token) };
};

export const accountSecurityHandlers = [
  http.get(apiUrl('/auth/sessions'), ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    const token = bearerOf(request);
    // Read again: asking for the list made this session known, if it was not.
    const sessions = db.read().customers[customer.phone_no]?.sessions ?? [];
    return HttpResponse.json({ data: sessions.map((s) => shown(s, token)) });
  }),

  http.delete(apiUrl('/auth/sessions/:id'), ({ request, params }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    const token = bearerOf(request);
    const session = customer.sessions?.find((s) => s.id === params.id);
    if (!session) return fail(404, 'This session has already ended.');
    if (session.token === tokenPrint(token))
      return fail(400, 'Log out to end the session you are using.');
    end(customer, (s) => s.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),

  http.delete(apiUrl('/auth/sessions'), ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    const token = bearerOf(request);
    end(customer, (s) => s.token === tokenPrint(token));
    return new HttpResponse(null, { status: 204 });
  }),

  // The phone's code is the step-up: one who forgot the old password can still set a new one.
  http.put(apiUrl('/auth/change-password'), async ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    // The new password is never in a code request: the code confirms the rest, nothing ({}).
    const { new_password, ...confirmed } = await jsonBody(request);
    const { phone_otp } = confirmed;
    if (phone_otp !== DEMO_OTP) return fail(400, 'Invalid OTP');
    if (typeof new_password !== 'string') return fail(422, REFUSALS.tooShort);
    const problem = passwordProblem(new_password, {
      phone: customer.phone_no,
      commonPasswords,
    });
    if (problem) return fail(422, REFUSALS[problem]);
    if (await isCurrentPassword(customer, new_password)) return fail(422, REFUSALS.same);
    // Used up only by a password it will set: a refused password keeps the code for the next one.
    if (!codeConfirms(customer.phone_no, 'PASSWORD', confirmed)) return fail(400, 'Invalid OTP');
    const token = bearerOf(request);
    const hash = await hashPassword(new_password);
    db.update((state) => {
      const stored = state.customers[customer.phone_no];
      if (!stored) return;
      stored.password_hash = hash;
      stored.failed_logins = [];
      state.revoked.push(...endSessions(stored, (s) => s.token === tokenPrint(token)));
      addNotice(stored, notices.passwordChanged());
    });
    return HttpResponse.json({ message: 'Password changed. Other devices were signed out.' });
  }),
];
