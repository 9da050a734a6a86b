/**
 * The demo's Key Facts Statements (docs/demo-backend.md#key-facts-and-autopay). The key facts are
 * worked out when asked for, from today and the customer's story, so they never go stale.
 */
import { addDays } from '@/lib/ist';
import type { DemoCustomer } from './schema';
import { DEMO_LENDER } from './seed-loans';

const CHARGES = [
  {
    code: 'PROCESSING_FEE',
    name: 'Processing fee',
    percent: 1,
    min_amount: 999,
    max_amount: 4999,
    basis: 'of the limit, once',
    plus_gst: true,
  },
  {
    code: 'PLEDGE_RELEASE',
    name: 'Pledge or release fee',
    amount: 50,
    basis: 'per request',
    plus_gst: true,
  },
  {
    code: 'BOUNCE',
    name: 'Bounce charge',
    amount: 590,
    basis: 'per bounced debit',
    plus_gst: false,
  },
  {
    code: 'RENEWAL',
    name: 'Annual renewal fee',
    amount: 999,
    basis: 'per year, at renewal',
    plus_gst: true,
  },
];

const PENAL_CHARGE = {
  amount: 500,
  basis: 'per month a shortfall or interest stays unpaid past its due date',
};

const GRIEVANCE_OFFICER = {
  name: 'Anil Kulkarni',
  email: 'grievance@kestrel-finance.example',
  phone: '+91 22 4000 1100',
};

type Story = 'priya' | 'meera' | 'arjun';

/** Priya's story is Venkata's too (her kind of line); any line opened in the demo is Arjun's. */
const storyOf = (customer: DemoCustomer): Story =>
  customer.id === 'cust-meera'
    ? 'meera'
    : customer.id === 'cust-priya' || customer.id === 'cust-venkata'
      ? 'priya'
      : 'arjun';

const SANCTIONED_DAYS_AGO: Record<Story, number> = { priya: 365, meera: 75, arjun: 2 };
const COOLING_OFF_DAYS = 3;

/** The customer's key facts on `today` (an Indian 'YYYY-MM-DD'); undefined without a line. */
export function keyFactsOf(customer: DemoCustomer, today: string) {
  const loan = customer.loan;
  if (!loan) return undefined;
  const story = storyOf(customer);
  const sanctionedOn = addDays(today, -SANCTIONED_DAYS_AGO[story]);
  const rate = loan.current_applicable_interest_rate;
  const apr = loan.annual_percentage_rate ?? rate;
  const rateHistory =
    story === 'priya'
      ? [
          // A change announced for three days from now.
          { effective_from: addDays(today, 3), interest_rate_percent: 10.75, apr_percent: 11.2 },
          { effective_from: sanctionedOn, interest_rate_percent: rate, apr_percent: apr },
        ]
      : [{ effective_from: sanctionedOn, interest_rate_percent: rate, apr_percent: apr }];
  return {
    kfs_number: `KFS-2025-${story === 'priya' ? '000417' : story === 'meera' ? '000388' : '000502'}`,
    lender_name: loan.lender_name ?? DEMO_LENDER,
    sanctioned_limit: loan.total_credit_amount,
    sanctioned_on: sanctionedOn,
    tenure_months: story === 'priya' ? 36 : 12,
    renewal_due_on: loan.renewal_date,
    interest_rate_percent: rate,
    ...(story === 'meera'
      ? {
          rate_type: 'FLOATING',
          benchmark: { name: 'repo rate', rate_percent: 6.5, spread_percent: 4.75 },
        }
      : { rate_type: 'FIXED' }),
    apr_percent: apr,
    charges: CHARGES,
    penal_charge: PENAL_CHARGE,
    cooling_off: { days: COOLING_OFF_DAYS, ends_on: addDays(sanctionedOn, COOLING_OFF_DAYS) },
    recovery_agents:
      story === 'meera'
        ? [
            {
              name: 'Shreya Kulkarni',
              agency: 'Vasuli Services',
              phone: '+91 20 4000 1234',
              assigned_on: addDays(today, -2),
            },
          ]
        : [],
    grievance_officer: GRIEVANCE_OFFICER,
    rate_history: rateHistory,
  };
}
