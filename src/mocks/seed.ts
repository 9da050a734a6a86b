/**
 * The demo's seeded customers (docs/demo-backend.md#seeded-customers) and partners. Fictional
 * people and numbers.
 */
import { istDay } from '@/lib/ist';
import { tokenPrint } from './account-security';
import type { DemoCustomer, DemoSession } from './schema';
import {
  meeraHistory,
  meeraHoldings,
  meeraLoan,
  newLoan,
  priyaHistory,
  priyaLoan,
} from './seed-loans';

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

const HOUR_MS = 3_600_000;

/**
 * Priya's other devices: an Android phone in Pune and a Windows laptop in Mumbai (the session she
 * uses in the demo joins them when it is first seen). Their tokens are demo tokens, so a test can
 * be that device by setting the cookie.
 */
const priyaSessions = (now: number): DemoSession[] => [
  {
    id: 'ses-priya-android',
    token: tokenPrint('demo.9876543212.pune-android'),
    device: 'Android phone',
    browser: 'Chrome',
    os: 'Android 14',
    city: 'Pune',
    created_at: new Date(now - 20 * 24 * HOUR_MS).toISOString(),
    last_active_at: new Date(now - 2 * HOUR_MS).toISOString(),
  },
  {
    id: 'ses-priya-windows',
    token: tokenPrint('demo.9876543212.mumbai-windows'),
    device: 'Windows laptop',
    browser: 'Edge',
    os: 'Windows 11',
    city: 'Mumbai',
    created_at: new Date(now - 45 * 24 * HOUR_MS).toISOString(),
    last_active_at: new Date(now - 26 * HOUR_MS).toISOString(),
  },
];

/** The seeded customers, their dates counted from `today` (an Indian 'YYYY-MM-DD'). */
export const seedCustomers = (today = istDay(new Date()), now = Date.now()): DemoCustomer[] => [
  customer('cust-asha', '9876543210', 'Asha', 'Verma', 'ABCPV1234A', null),
  customer('cust-rohan', '9876543211', 'Rohan', 'Mehta', 'BCDPM2345B', 'OFFER_ACCEPTED'),
  {
    ...customer('cust-priya', '9876543212', 'Priya', 'Nair', 'CDEPN3456C', 'EMAIL_VERIFIED', true),
    loan: priyaLoan(today),
    transactions: priyaHistory(today),
    sessions: priyaSessions(now),
  },
  customer('cust-vikram', '9876543213', 'Vikram', 'Rao', 'DEFPR4567D', 'PORTFOLIO_NOT_FOUND'),
  {
    // In margin shortfall: her funds fell below what she owes.
    ...customer('cust-meera', '9876543214', 'Meera', 'Iyer', 'FGHPI6789F', 'EMAIL_VERIFIED', true),
    loan: meeraLoan(today),
    transactions: meeraHistory(today),
    holdings: meeraHoldings(today),
  },
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
    loan: priyaLoan(today),
    transactions: priyaHistory(today, 'venkata'),
  },
  {
    // Owes nothing on an active line, so he can close it.
    ...customer('cust-arjun', '9876543216', 'Arjun', 'Shah', 'GHIPS7890G', 'EMAIL_VERIFIED', true),
    // The fee was waived at sanction, so nothing is owed and the line can close at once.
    loan: {
      ...newLoan(today),
      charges: [
        { posted_on: today, kind: 'REVERSAL', description: 'Processing fee waived', amount: 1999 },
      ],
    },
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
