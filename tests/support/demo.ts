/**
 * The demo the tests run against, in one place: its hosts (as .env.demo sets them), its seeded
 * customers (src/mocks/seed.ts) and the day its seeded loans and notifications are dated around.
 */

/** Where the demo backend keeps its state in the browser (src/mocks/db.ts). */
export const DEMO_DB_KEY = 'lark-demo-db-v3';

/** The customer API and the eligibility SDK's host. */
export const API = 'https://api.lark.test/customer';
export const SDK = 'https://sdk-api.lark.test';

/** The seeded customers: their phone numbers sign them in, their ids name them to the server. */
export const customers = {
  asha: { phone: '9876543210', id: 'cust-asha' },
  rohan: { phone: '9876543211', id: 'cust-rohan' },
  priya: { phone: '9876543212', id: 'cust-priya' },
  vikram: { phone: '9876543213', id: 'cust-vikram' },
  meera: { phone: '9876543214', id: 'cust-meera' },
} as const;

/** New-ish: no application yet. */
export const ASHA = customers.asha.phone;
/** Has accepted an offer. */
export const ROHAN = customers.rohan.phone;
/** An active credit line. */
export const PRIYA = customers.priya.phone;
/** Portfolio not found. */
export const VIKRAM = customers.vikram.phone;
/** An active line in shortfall. */
export const MEERA = customers.meera.phone;

/** The tests' today, midday in India: the seeded loans and notifications are dated from it. */
export const DEMO_NOW = new Date('2026-11-24T12:00:00+05:30');
