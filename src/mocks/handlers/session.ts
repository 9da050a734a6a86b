import { HttpResponse } from 'msw';
import { db } from '../db';
import {
  apiUrl,
  bearerOf,
  customerOf,
  fail,
  jsonBody,
  unauthorized,
  updateCustomer,
  http,
} from '../http';
import { addNotice, notices, type Notice } from '../notifications';
import { statusChangeRefusal } from '../rules';
import { demoPartners } from '../seed';

const outcomeNotices: Record<string, (() => Notice) | undefined> = {
  OFFER_NOT_FOUND: notices.notEligible,
  PORTFOLIO_NOT_FOUND: notices.portfolioNotFound,
};

export const sessionHandlers = [
  http.get(apiUrl('/auth/:label/partner'), ({ params }) => {
    const partner = demoPartners[String(params.label)];
    if (!partner) return fail(404, 'Partner not found');
    const { logo, ...rest } = partner;
    return HttpResponse.json({ ...rest, company_logo: `${location.origin}/demo/${logo}` });
  }),

  http.get(apiUrl('/auth/profile'), ({ request }) => {
    const customer = customerOf(request);
    if (!customer?.registered) return unauthorized();
    // What the profile is, and nothing the server keeps for itself (a password's hash, codes,
    // sessions, the loan): an allow-list, so a field added to the records stays unsaid.
    const { id, pan, application_status, first_name, last_name, email, phone_no } = customer;
    return HttpResponse.json({
      data: {
        _id: id,
        first_name,
        last_name,
        email,
        phone_no,
        is_email_verified: customer.is_email_verified,
        is_phone_verified: true,
        customer: { pan, application_status },
      },
    });
  }),

  http.put(apiUrl('/auth/update-application-status/:id'), async ({ request, params }) => {
    const customer = customerOf(request);
    if (!customer || customer.id !== params.id) return unauthorized();
    const { status } = await jsonBody(request);
    if (status !== null && typeof status !== 'string') return fail(400, 'Invalid status');
    const refusal = statusChangeRefusal(customer, status);
    if (refusal) return fail(409, refusal);
    updateCustomer(customer.phone_no, (c) => {
      // An eligibility outcome the customer is told about (the offer is told by get-offers).
      const outcome = status === c.application_status ? undefined : outcomeNotices[status ?? ''];
      if (outcome) addNotice(c, outcome());
      c.application_status = status;
    });
    return HttpResponse.json({ message: 'Application status updated' });
  }),

  http.post(apiUrl('/auth/logout'), ({ request }) => {
    const token = bearerOf(request);
    db.update((state) => {
      state.revoked.push(token);
    });
    return HttpResponse.json({ message: 'Logged out successfully' });
  }),
];
