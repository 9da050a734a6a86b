/**
 * The demo every suite runs against, in one place (unit, integration and end-to-end tests import
 * it; nothing else spells these values): its hosts (as .env.demo sets them), its seeded customers
 * (src/mocks/seed.ts, docs/demo-backend.md#seeded-customers), where it keeps its state and the
 * day its seeded loans and notifications are dated around.
 */

/** Where the demo backend keeps its state in the browser (src/mocks/db.ts). */
export const DEMO_DB_KEY = 'lark-demo-db-v3';

/** The customer API and the eligibility SDK's host. */
export const API = 'https://api.lark.test/customer';
export const SDK = 'https://sdk-api.lark.test';

/** The seeded customers by first name: the mobile number that signs each in. */
export const customers = {
  /** New: no application yet. */
  asha: '9876543210',
  /** Has accepted an offer. */
  rohan: '9876543211',
  /** An active credit line. */
  priya: '9876543212',
  /** Portfolio not found. */
  vikram: '9876543213',
  /** An active line in margin shortfall. */
  meera: '9876543214',
  /** Names and email at their limits (50 letters each, 254 characters). */
  venkata: '9876543215',
  /** An active line with nothing owed: he can close it. */
  arjun: '9876543216',
} as const;

export type SeededCustomer = keyof typeof customers;

/** The id the demo server knows a seeded customer by (in paths such as /users/:id). */
export const idOf = (name: SeededCustomer) => `cust-${name}`;

/** The demo's session token for a customer, as its login hands out (`demo.<phone>.<nonce>`). */
export const demoToken = (phone: string, nonce = 'test') => `demo.${phone}.${nonce}`;

/** The tests' today, midday in India: the seeded loans and notifications are dated from it. */
export const DEMO_NOW = new Date('2026-11-24T12:00:00+05:30');
