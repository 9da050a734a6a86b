/**
 * The demo's credit lines and their histories (docs/demo-backend.md#seeded-customers). Every date
 * is counted from `today` (the Indian day the demo data is created), so the demo never goes stale.
 */
import { addDays } from '@/lib/ist';
import type { DemoHolding, DemoLoan, DemoTransaction } from './schema';

export const DEMO_LENDER = 'Kestrel Finance Limited';
export const DEMO_BANK = { bank_name: 'HDFC Bank', account_last_4_digits: '4321' };

type Fund = DemoLoan['pledged_portfolio_items'][number];

const round2 = (value: number) => Math.round(value * 100) / 100;

function fund(
  scheme_name: string,
  folio_no: string,
  isin_no: string,
  fund_type: NonNullable<Fund['fund_type']>,
  units: number,
  nav: number,
  ltv_percent: number,
  nav_date: string,
): Fund {
  return {
    scheme_name,
    folio_no,
    total_available_units: units,
    isin_no,
    fund_type,
    nav,
    nav_date,
    market_value: round2(units * nav),
    ltv_percent,
  };
}

/** The four funds a new demo line (and Priya's) is opened against, valued yesterday. */
const everydayFunds = (today: string): Fund[] => {
  const navDate = addDays(today, -1);
  return [
    fund(
      'Parag Parikh Flexi Cap Fund - Direct Growth',
      '12345678/90',
      'INF879O01027',
      'EQUITY',
      5120.347,
      78.1234,
      45,
      navDate,
    ),
    fund(
      'HDFC Corporate Bond Fund - Direct Growth',
      '2233445/11',
      'INF179K01XD8',
      'DEBT',
      10250.5,
      29.4512,
      80,
      navDate,
    ),
    fund(
      'Mirae Asset Large Cap Fund - Direct Growth',
      '79901234',
      'INF769K01BI1',
      'EQUITY',
      3480.112,
      57.3425,
      45,
      navDate,
    ),
    fund(
      'ICICI Prudential Liquid Fund - Direct Growth',
      '5566778/22',
      'INF109K01VQ1',
      'DEBT',
      620.25,
      158.8605,
      80,
      navDate,
    ),
  ];
};

const valueOf = (funds: Fund[]) => round2(funds.reduce((sum, f) => sum + (f.market_value ?? 0), 0));

/** The most the funds allow (each fund's value times its cap), never above the limit. */
const drawingPowerOf = (funds: Fund[], limit: number) =>
  Math.min(
    limit,
    round2(funds.reduce((sum, f) => sum + ((f.market_value ?? 0) * (f.ltv_percent ?? 0)) / 100, 0)),
  );

/** A credit line as the demo opens it: the limit from the pledged funds, nothing drawn yet. */
export function newLoan(today: string, limit = 500_000): DemoLoan {
  const funds = everydayFunds(today);
  return {
    credit_status: 'ACTIVE',
    total_credit_amount: limit,
    current_applicable_interest_rate: 10.5,
    annual_percentage_rate: 11.32,
    pledged_portfolio_amount: valueOf(funds),
    drawing_power: drawingPowerOf(funds, limit),
    max_ltv_percent: 50,
    renewal_date: addDays(today, 300),
    processing_charges: 1999,
    interest_due_date: addDays(today, 12),
    pledged_portfolio_items: funds,
    lender_name: DEMO_LENDER,
  };
}

/** The same day `months` months earlier (at most the 28th, which every month has). */
function monthsBefore(today: string, months: number): string {
  const total = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - months;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}-${pad(Math.min(28, Number(today.slice(8))))}`;
}

/**
 * Priya's line opened 14 months ago, so her ledger spans two financial years; a penal charge for
 * interest paid late was reversed a week later (docs/demo-backend.md#ledger).
 */
export function priyaLoan(today: string): DemoLoan {
  const loan = newLoan(today);
  return {
    ...loan,
    opened_on: monthsBefore(today, 14),
    charges: [
      {
        posted_on: addDays(today, -100),
        kind: 'PENAL_CHARGE',
        description: 'Penal charge: interest paid late',
        amount: 590,
      },
      {
        posted_on: addDays(today, -93),
        kind: 'REVERSAL',
        description: 'Reversal of penal charge',
        amount: 590,
      },
    ],
    interest_due_date: addDays(today, 5),
    renewal_date: addDays(today, 110),
  };
}

/**
 * Meera's small-cap funds fell: Rs 4,00,000 at a 45% cap allows Rs 1,80,000 against about
 * Rs 2,22,500 owed (her drawings, the fee, a penal charge and interest: her ledger's balance).
 */
export function meeraLoan(today: string): DemoLoan {
  const navDate = addDays(today, -1);
  const funds = [
    fund(
      'Axis Small Cap Fund - Direct Growth',
      '91827364',
      'INF846K01K35',
      'EQUITY',
      2500,
      96,
      45,
      navDate,
    ),
    fund(
      'Nippon India Small Cap Fund - Direct Growth',
      '40455667/08',
      'INF204K01K15',
      'EQUITY',
      1000,
      160,
      45,
      navDate,
    ),
  ];
  return {
    credit_status: 'ACTIVE',
    total_credit_amount: 225_000,
    // Floating: the repo rate (6.5%) and the lender's 4.75% (./key-facts.ts).
    current_applicable_interest_rate: 11.25,
    annual_percentage_rate: 12.1,
    pledged_portfolio_amount: valueOf(funds),
    drawing_power: drawingPowerOf(funds, 225_000),
    max_ltv_percent: 45,
    shortfall_due_date: addDays(today, 5),
    renewal_date: addDays(today, 200),
    opened_on: addDays(today, -75),
    charges: [
      {
        posted_on: addDays(today, -12),
        kind: 'PENAL_CHARGE',
        description: 'Penal charge: interest paid late',
        amount: 590,
      },
    ],
    processing_charges: 1999,
    interest_due_date: addDays(today, 20),
    pledged_portfolio_items: funds,
    lender_name: DEMO_LENDER,
  };
}

type Event = [days: number, time: string, type: string, amount: number];

/** A history from [days before today, IST time, event type, amount] rows. */
function history(today: string, who: string, events: Event[]): DemoTransaction[] {
  return events.map(([days, time, event_type, amount], i) => {
    const day = addDays(today, days);
    const status = event_type.slice(event_type.lastIndexOf('_') + 1);
    return {
      id: `txn-${who}-${String(i + 1).padStart(2, '0')}`,
      created_at: `${day}T${time}:00+05:30`,
      event_type,
      event_details: {
        ...DEMO_BANK,
        application_type: 'CREDIT_LINE',
        ...(event_type.startsWith('REPAYMENT')
          ? { repayment_amount: amount }
          : { withdrawal_amount: amount }),
      },
      status: status === 'FAILED' || status === 'INITIATED' ? status : 'SUCCESSFUL',
      ...(status === 'SUCCESSFUL'
        ? {
            reference: `HDFCN${day.replaceAll('-', '')}${String(70_431 + i * 7919).padStart(7, '0')}`,
          }
        : {}),
      ...(status === 'FAILED'
        ? { failure_reason: 'The bank could not credit the account: the account is inactive.' }
        : {}),
    };
  });
}

/**
 * Priya's dozen withdrawals and repayments over the last six months, from the line's first
 * drawing: the settled ones are Rs 1,85,000 drawn, net; her ledger adds the fee and interest
 * (docs/demo-backend.md#one-set-of-books); the two still on their way count once they settle.
 */
export const priyaHistory = (today: string, who = 'priya') =>
  history(today, who, [
    [-174, '10:15', 'WITHDRAWAL_SUCCESSFUL', 145_000],
    [-149, '16:40', 'REPAYMENT_SUCCESSFUL', 25_000],
    [-135, '09:05', 'WITHDRAWAL_SUCCESSFUL', 60_000],
    [-117, '18:20', 'REPAYMENT_SUCCESSFUL', 40_000],
    [-102, '11:45', 'WITHDRAWAL_FAILED', 20_000],
    [-102, '11:52', 'WITHDRAWAL_SUCCESSFUL', 20_000],
    [-83, '13:10', 'REPAYMENT_SUCCESSFUL', 15_000],
    [-64, '08:30', 'WITHDRAWAL_SUCCESSFUL', 45_000],
    [-46, '17:55', 'REPAYMENT_SUCCESSFUL', 30_000],
    [-28, '12:00', 'WITHDRAWAL_SUCCESSFUL', 25_000],
    [-12, '10:30', 'REPAYMENT_INITIATED', 5_000],
    [-6, '15:25', 'WITHDRAWAL_INITIATED', 10_000],
  ]);

/** Meera's two drawings: with the fee, her penal charge and interest, about Rs 2,22,500 owed. */
export const meeraHistory = (today: string) =>
  history(today, 'meera', [
    [-61, '11:20', 'WITHDRAWAL_SUCCESSFUL', 145_000],
    [-33, '14:05', 'WITHDRAWAL_SUCCESSFUL', 71_500],
  ]);

/**
 * Meera's units not under lien: an equity fund she can pledge to cure her shortfall, and an ELSS
 * fund the lender will not take while its three-year lock-in runs.
 */
export const meeraHoldings = (today: string): DemoHolding[] => [
  {
    isin_no: 'INF200K01QX4',
    scheme_name: 'SBI Bluechip Fund - Direct Growth',
    folio_no: '55443322',
    fund_type: 'EQUITY',
    units: 1500,
    nav: 85,
    nav_date: addDays(today, -1),
    ltv_percent: 45,
    eligible: true,
  },
  {
    isin_no: 'INF846K01131',
    scheme_name: 'Axis ELSS Tax Saver Fund - Direct Growth',
    folio_no: '91827364',
    fund_type: 'EQUITY',
    units: 800,
    nav: 92.5,
    nav_date: addDays(today, -1),
    ltv_percent: 45,
    eligible: false,
    reason: 'ELSS units in lock-in',
  },
];
