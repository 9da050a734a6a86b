import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { storage } from '@/lib/storage';
import { db } from '../db';
import { apiUrl, customerOf, fail, http, jsonBody, unauthorized } from '../http';
import { localeAsked } from '../language';
import { GATEWAY_KEY, mandateOf } from '../mandate';
import type { DemoCustomer } from '../schema';

const METHODS = ['UPI_AUTOPAY', 'ENACH'] as const;
const gatewayRecord = z.record(z.string(), z.number());

/** The signed-in customer, with a mandate the gateway says was authorised marked so first. */
function customerAfterGateway(request: Request): DemoCustomer | undefined {
  const customer = customerOf(request);
  if (!customer) return undefined;
  const authorised = storage.readJson(GATEWAY_KEY, gatewayRecord) ?? {};
  return db.update((state) => {
    const stored = state.customers[customer.phone_no];
    const mandate = stored?.mandate;
    const at = mandate ? authorised[mandate.request] : undefined;
    if (mandate && at !== undefined) mandate.authorised_at ??= at;
    return stored;
  });
}

/** Interest autopay (docs/api-contract.md#key-facts, docs/demo-backend.md#interest-autopay). */
export const mandateHandlers = [
  http.get(apiUrl('/loan/mandate'), ({ request }) => {
    const customer = customerAfterGateway(request);
    if (!customer) return unauthorized();
    const mandate = mandateOf(customer, Date.now());
    return mandate ? HttpResponse.json({ data: mandate }) : fail(404, 'Not Found');
  }),

  // The lender's gateway page that registers the mandate: in the demo, a page of the demo's own
  // origin (static/mandate-gateway.html), which sends the customer back to /loan?autopay=returned.
  http.post(apiUrl('/loan/mandate'), async ({ request }) => {
    const customer = customerAfterGateway(request);
    if (!customer) return unauthorized();
    const mandate = mandateOf(customer, Date.now());
    if (!mandate) return fail(404, 'Not Found');
    if (mandate.status !== 'NONE') return fail(409, 'Autopay is already set up.');
    const { method: asked } = await jsonBody(request);
    const method = METHODS.find((known) => known === asked);
    if (!method) return fail(400, 'Choose UPI Autopay or eNACH.');
    const id = `mandate-${crypto.randomUUID()}`;
    db.update((state) => {
      const stored = state.customers[customer.phone_no];
      if (stored) stored.mandate = { method, request: id };
    });
    const page = new URL('/demo/mandate-gateway.html', window.location.origin);
    page.search = new URLSearchParams({
      request: id,
      method,
      bank: mandate.bank_name,
      account: mandate.account_last4,
      return: '/loan?autopay=returned',
      // The page speaks the language the portal asked in (English when it is none of ours).
      lang: localeAsked(request),
    }).toString();
    return HttpResponse.json({ data: { redirect_url: page.href } });
  }),
];
