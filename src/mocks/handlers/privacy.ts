import { HttpResponse } from 'msw';
import { apiUrl, customerOf, fail, jsonBody, unauthorized, updateCustomer, http } from '../http';
import { PRIVACY_REQUEST_TYPES, type DemoConsent, type DemoCustomer } from '../schema';

/** A data request is due within 90 days of being made (docs/demo-backend.md#rules). */
const DUE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Only MARKETING is the customer's to change: the loan cannot be processed without the rest. */
const CHANGEABLE = new Set(['MARKETING']);

/** A customer's consents: what they agreed to on /login, and no offers until they ask. */
function consentsOf(customer: DemoCustomer): DemoConsent[] {
  if (customer.consents) return customer.consents;
  const now = new Date().toISOString();
  const consents = [
    { purpose: 'LOAN_PROCESSING', granted: true, updated_at: now },
    { purpose: 'MARKETING', granted: false, updated_at: now },
  ];
  updateCustomer(customer.phone_no, (stored) => (stored.consents ??= consents));
  return consents;
}

const isRequestType = (value: unknown): value is (typeof PRIVACY_REQUEST_TYPES)[number] =>
  PRIVACY_REQUEST_TYPES.some((type) => type === value);

export const privacyHandlers = [
  http.get(apiUrl('/privacy/consents'), ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    return HttpResponse.json({ data: consentsOf(customer) });
  }),

  http.put(apiUrl('/privacy/consents/:purpose'), async ({ request, params }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    const purpose = String(params.purpose);
    const { granted } = await jsonBody(request);
    if (typeof granted !== 'boolean') return fail(400, 'Please say whether you consent');
    if (!CHANGEABLE.has(purpose)) return fail(409, 'This consent is needed to provide your loan');
    const consent = { purpose, granted, updated_at: new Date().toISOString() };
    const others = consentsOf(customer).filter((c) => c.purpose !== purpose);
    updateCustomer(customer.phone_no, (stored) => (stored.consents = [...others, consent]));
    return HttpResponse.json({ data: consent });
  }),

  http.get(apiUrl('/privacy/requests'), ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    const newestFirst = [...(customer.privacy_requests ?? [])].reverse();
    return HttpResponse.json({ data: newestFirst });
  }),

  http.post(apiUrl('/privacy/requests'), async ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    const { type, details = '' } = await jsonBody(request);
    if (!isRequestType(type)) return fail(400, 'Please choose a type of request');
    if (typeof details !== 'string' || details.length > 1000) {
      return fail(400, 'Please describe your request in at most 1000 characters');
    }
    const now = Date.now();
    const entry = {
      id: `dr-${crypto.randomUUID()}`,
      type,
      details,
      status: 'RECEIVED' as const,
      created_at: new Date(now).toISOString(),
      due_at: new Date(now + DUE_DAYS * DAY_MS).toISOString(),
    };
    updateCustomer(customer.phone_no, (stored) => {
      stored.privacy_requests = [...(stored.privacy_requests ?? []), entry];
    });
    return HttpResponse.json({ data: entry, message: 'Request received' }, { status: 201 });
  }),
];
