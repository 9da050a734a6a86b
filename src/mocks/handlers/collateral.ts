import { HttpResponse } from 'msw';
import { db } from '../db';
import { closureQuoteOf } from '../books';
import {
  collateralRefusal,
  itemsOf,
  kindOf,
  openCollateralRequest,
  settleCollateralRequests,
} from '../collateral';
import { apiUrl, codeConfirms, customerOf, fail, http, jsonBody, unauthorized } from '../http';
import type { DemoCustomer } from '../schema';

/**
 * The signed-in customer, with every request whose time has come completed first: the demo works
 * completion out on each read instead of on a timer.
 */
export function settledCustomerOf(request: Request): DemoCustomer | undefined {
  const customer = customerOf(request);
  if (!customer) return undefined;
  return db.update((state) => {
    const stored = state.customers[customer.phone_no];
    if (stored) settleCollateralRequests(stored);
    return stored;
  });
}

const newestFirst = (customer: DemoCustomer) => [...(customer.collateral_requests ?? [])].reverse();

/** Release units, pledge more, close the line (docs/api-contract.md#collateral-self-service). */
export const collateralHandlers = [
  http.get(apiUrl('/portfolio/holdings'), ({ request }) => {
    const customer = settledCustomerOf(request);
    if (!customer) return unauthorized();
    return HttpResponse.json({ data: customer.holdings ?? [] });
  }),

  http.get(apiUrl('/loan/collateral-requests'), ({ request }) => {
    const customer = settledCustomerOf(request);
    if (!customer) return unauthorized();
    return HttpResponse.json({ data: newestFirst(customer) });
  }),

  http.get(apiUrl('/loan/closure-quote'), ({ request }) => {
    const customer = settledCustomerOf(request);
    if (!customer) return unauthorized();
    const quote = closureQuoteOf(customer);
    return quote ? HttpResponse.json({ data: quote }) : fail(404, 'There is no credit line');
  }),

  http.post(apiUrl('/loan/collateral-requests'), async ({ request }) => {
    const customer = settledCustomerOf(request);
    if (!customer) return unauthorized();
    const body = await jsonBody(request);
    const kind = kindOf(body.kind);
    // The code first: it confirms only the exact change it was sent for.
    if (!kind || !codeConfirms(customer.phone_no, kind, body)) return fail(400, 'Invalid OTP');
    const refusal = collateralRefusal(customer, body);
    if (refusal) return fail(refusal.status, refusal.message);
    const made = db.update((state) => {
      const stored = state.customers[customer.phone_no];
      if (!stored) return undefined;
      return openCollateralRequest(stored, kind, itemsOf(body.items) ?? []);
    });
    return made ? HttpResponse.json({ data: made }, { status: 201 }) : unauthorized();
  }),
];
