/**
 * The demo's interest autopay (docs/demo-backend.md#interest-autopay): Priya's (and Venkata's, on
 * her kind of line) is active by UPI Autopay; Meera's is none until she sets one up through the
 * demo's gateway page; the lender offers none on any other line (Arjun's, a line opened in the
 * demo).
 */
import { owedOf } from './books';
import type { DemoCustomer } from './schema';

/** A mandate is active this long after the customer authorised it at the gateway. */
export const MANDATE_ACTIVE_AFTER_MS = 30_000;

/** UPI Autopay's most per debit, which the demo's mandates are registered for. */
const MANDATE_MAX = 15_000;

/**
 * Where the demo gateway's page (static/mandate-gateway.js) records the requests the customer
 * authorised there, with when: the gateway telling the lender, as a real one would.
 */
export const GATEWAY_KEY = 'lark-demo-gateway';

const ACTIVE_BY_UPI = new Set(['cust-priya', 'cust-venkata']);
const SET_UP_IN_THE_DEMO = 'cust-meera';

/** The customer's mandate as the server answers it at `now`, or undefined where none is offered. */
export function mandateOf(customer: DemoCustomer, now: number) {
  const loan = customer.loan;
  if (!loan) return undefined;
  const interest = {
    date: loan.interest_due_date,
    amount: owedOf(customer, new Date(now)).interest,
  };
  const nextDebit = interest.amount > 0 ? { next_debit: interest } : {};
  if (ACTIVE_BY_UPI.has(customer.id)) {
    return {
      status: 'ACTIVE',
      method: 'UPI_AUTOPAY',
      bank_name: 'HDFC Bank',
      account_last4: '4821',
      max_amount: MANDATE_MAX,
      ...nextDebit,
    };
  }
  if (customer.id !== SET_UP_IN_THE_DEMO) return undefined;
  const authorised = customer.mandate?.authorised_at;
  if (authorised === undefined) {
    return {
      status: 'NONE',
      method: null,
      bank_name: 'ICICI Bank',
      account_last4: '7305',
      max_amount: null,
    };
  }
  const active = now - authorised >= MANDATE_ACTIVE_AFTER_MS;
  return {
    status: active ? 'ACTIVE' : 'PENDING',
    method: customer.mandate?.method ?? null,
    bank_name: 'ICICI Bank',
    account_last4: '7305',
    max_amount: MANDATE_MAX,
    ...(active ? nextDebit : {}),
  };
}
