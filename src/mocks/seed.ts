/** The demo's seeded customers (contracts §7) and partners. Fictional people and numbers. */
import type { DemoCustomer, DemoLoan, DemoTransaction } from './schema';

const PLEDGED = [
  {
    scheme_name: 'Parag Parikh Flexi Cap Fund - Direct Growth',
    folio_no: '12345678/90',
    total_available_units: 5120.347,
    isin_no: 'INF879O01027',
  },
  {
    scheme_name: 'HDFC Corporate Bond Fund - Direct Growth',
    folio_no: '2233445/11',
    total_available_units: 10250.5,
    isin_no: 'INF179K01XD8',
  },
  {
    scheme_name: 'Mirae Asset Large Cap Fund - Direct Growth',
    folio_no: '79901234',
    total_available_units: 3480.112,
    isin_no: 'INF769K01BI1',
  },
  {
    scheme_name: 'ICICI Prudential Liquid Fund - Direct Growth',
    folio_no: '5566778/22',
    total_available_units: 620.25,
    isin_no: 'INF109K01VQ1',
  },
];

/** A credit line as the demo opens it: the limit from the pledged funds, nothing drawn yet. */
export function newLoan(limit = 500_000): DemoLoan {
  return {
    credit_status: 'ACTIVE',
    total_credit_amount: limit,
    available_credit_amount: limit,
    principal_outstanding_amount: 0,
    current_applicable_interest_rate: 10.5,
    pledged_portfolio_amount: limit * 2,
    renewal_date: '2027-09-30',
    processing_charges: 1999,
    interest_due_amount: 0,
    interest_due_date: '2026-12-07',
    pledged_portfolio_items: PLEDGED,
  };
}

export const DEMO_BANK = { bank_name: 'HDFC Bank', account_last_4_digits: '4321' };

/** Priya's history: a dozen withdrawals and repayments over the last months. */
function priyaHistory(who = 'priya'): DemoTransaction[] {
  const events: [string, string, number][] = [
    ['2026-06-03T10:15:00+05:30', 'WITHDRAWAL_SUCCESSFUL', 150_000],
    ['2026-06-28T16:40:00+05:30', 'REPAYMENT_SUCCESSFUL', 25_000],
    ['2026-07-12T09:05:00+05:30', 'WITHDRAWAL_SUCCESSFUL', 60_000],
    ['2026-07-30T18:20:00+05:30', 'REPAYMENT_SUCCESSFUL', 40_000],
    ['2026-08-14T11:45:00+05:30', 'WITHDRAWAL_FAILED', 20_000],
    ['2026-08-14T11:52:00+05:30', 'WITHDRAWAL_SUCCESSFUL', 20_000],
    ['2026-09-02T13:10:00+05:30', 'REPAYMENT_SUCCESSFUL', 15_000],
    ['2026-09-21T08:30:00+05:30', 'WITHDRAWAL_SUCCESSFUL', 45_000],
    ['2026-10-09T17:55:00+05:30', 'REPAYMENT_SUCCESSFUL', 30_000],
    ['2026-10-27T12:00:00+05:30', 'WITHDRAWAL_SUCCESSFUL', 25_000],
    ['2026-11-12T10:30:00+05:30', 'REPAYMENT_INITIATED', 5_000],
    ['2026-11-18T15:25:00+05:30', 'WITHDRAWAL_INITIATED', 10_000],
  ];
  return events.map(([created_at, event_type, amount], i) => ({
    id: `txn-${who}-${String(i + 1).padStart(2, '0')}`,
    created_at,
    event_type,
    event_details: {
      ...DEMO_BANK,
      application_type: 'CREDIT_LINE',
      ...(event_type.startsWith('REPAYMENT')
        ? { repayment_amount: amount }
        : { withdrawal_amount: amount }),
    },
  }));
}

function priyaLoan(): DemoLoan {
  return {
    ...newLoan(500_000),
    available_credit_amount: 315_000,
    principal_outstanding_amount: 185_000,
    interest_due_amount: 1617.81,
    renewal_date: '2027-03-15',
  };
}

const customer = (
  id: string,
  phone_no: string,
  first_name: string,
  last_name: string,
  pan: string,
  application_status: string | null,
  is_email_verified = false,
): DemoCustomer => ({
  id,
  phone_no,
  first_name,
  last_name,
  email: `${first_name}.${last_name}@example.com`.toLowerCase(),
  is_email_verified,
  pan,
  application_status,
  registered: true,
  transactions: [],
});

export const seedCustomers = (): DemoCustomer[] => [
  customer('cust-asha', '9876543210', 'Asha', 'Verma', 'ABCPV1234A', null),
  customer('cust-rohan', '9876543211', 'Rohan', 'Mehta', 'BCDPM2345B', 'OFFER_ACCEPTED'),
  {
    ...customer('cust-priya', '9876543212', 'Priya', 'Nair', 'CDEPN3456C', 'EMAIL_VERIFIED', true),
    loan: priyaLoan(),
    transactions: priyaHistory(),
  },
  customer('cust-vikram', '9876543213', 'Vikram', 'Rao', 'DEFPR4567D', 'PORTFOLIO_NOT_FOUND'),
  {
    // Every field at its limit (50-letter names, a 254-character email), for the layout checks.
    ...customer(
      'cust-venkata',
      '9876543215',
      'VenkatasatyanarayanamurthySubrahmanyeswaraSomayaji',
      'KanakamedalaVenkataramanaChakravarthulaBhattiprolu',
      'EFGPK5678E',
      'EMAIL_VERIFIED',
      true,
    ),
    email: [
      'venkatasatyanarayanamurthy.subrahmanyeswara.somayaji.kanakamedal@',
      'chakravarthula-bhattiprolu-family-office-and-investment-advisor.',
      'venkataramana-subrahmanyeswara-somayaji-wealth-management-group.',
      'kanakamedala-somayaji-heritage-trusts-and-holdings-private.in',
    ].join(''),
    loan: priyaLoan(),
    transactions: priyaHistory('venkata'),
  },
];

export const DEMO_OTP = '123456';
export const DEMO_PASSWORD = 'Demo@1234';

export type DemoPartner = {
  company_name: string;
  logo: string;
  company_email: string;
  company_contact_no: string;
  company_wa_no: string;
  company_domain: string;
};

export const demoPartners: Record<string, DemoPartner> = {
  acme: {
    company_name: 'Acme Wealth',
    logo: 'acme-logo.svg',
    company_email: 'care@acme-wealth.example',
    company_contact_no: '+91 22 6100 2000',
    company_wa_no: '+91 98200 12345',
    company_domain: 'acme.localhost',
  },
  zen: {
    company_name: 'Zen Investments',
    logo: 'zen-logo.svg',
    company_email: 'hello@zen-invest.example',
    company_contact_no: '+91 80 4710 9000',
    company_wa_no: '+91 99000 54321',
    company_domain: 'zen.localhost',
  },
};
