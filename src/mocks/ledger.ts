/**
 * The demo's ledger of a credit line (docs/demo-backend.md#ledger): the processing fee on the
 * line's first day, every settled withdrawal and repayment (the customer's own transactions),
 * interest debited on each month's last day at the line's rate on the day-end balance, the
 * interest of the month so far debited at the start of today, and the charges the seed gives.
 * Worked out from the stored state on each call, in whole paise, so it always adds up and follows
 * a repayment made a moment ago. It is the demo's one set of books: what /loan, the close quote,
 * the certificates and the history say is owed comes from here (./books.ts).
 */
import { addDays, dayOf, istDay, istMinute } from '@/lib/ist';
import type { DemoCustomer, DemoLoan } from './schema';

export type LedgerKind =
  'WITHDRAWAL' | 'REPAYMENT' | 'INTEREST' | 'PENAL_CHARGE' | 'FEE' | 'REVERSAL';

export type LedgerEntry = {
  id: string;
  posted_at: string;
  kind: LedgerKind;
  description: string;
  debit: number;
  credit: number;
  balance: number;
  reference?: string;
};

type Posting = Omit<LedgerEntry, 'id' | 'balance' | 'debit' | 'credit'> & {
  day: string;
  /** In paise: debits positive, credits negative. */
  paise: number;
};

const toPaise = (rupees: number) => Math.round(rupees * 100);
const monthName = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The line's first day: as stored, else its first transaction's day, else today. */
export function openedOn(customer: DemoCustomer, today: string): string {
  const first = customer.transactions
    .map((tx) => dayOf(tx.created_at) ?? today)
    .reduce((a, b) => (a < b ? a : b), today);
  return customer.loan?.opened_on ?? first;
}

const at = (day: string, time: string) => `${day}T${time}:00+05:30`;

function postingsOf(customer: DemoCustomer, loan: DemoLoan, opened: string): Posting[] {
  const postings: Posting[] = [
    {
      day: opened,
      posted_at: at(opened, '09:00'),
      kind: 'FEE',
      description: 'Processing fee',
      paise: toPaise(loan.processing_charges),
    },
  ];
  for (const tx of customer.transactions) {
    const status = tx.status ?? tx.event_type.slice(tx.event_type.lastIndexOf('_') + 1);
    if (status !== 'SUCCESSFUL') continue;
    const {
      withdrawal_amount: out,
      repayment_amount: back,
      bank_name,
      account_last_4_digits,
    } = tx.event_details;
    const repayment = tx.event_type.startsWith('REPAYMENT');
    const amount = (repayment ? back : out) ?? 0;
    const time = Date.parse(tx.created_at);
    if (Number.isNaN(time) || amount <= 0) continue;
    const moment = new Date(time);
    postings.push({
      day: istDay(moment),
      posted_at: at(istDay(moment), istMinute(moment).slice(11)),
      kind: repayment ? 'REPAYMENT' : 'WITHDRAWAL',
      description: repayment
        ? 'Repayment received'
        : `Withdrawal to ${bank_name} XXXX${account_last_4_digits}`,
      paise: repayment ? -toPaise(amount) : toPaise(amount),
      ...(tx.reference ? { reference: tx.reference } : {}),
    });
  }
  for (const charge of loan.charges ?? []) {
    postings.push({
      day: charge.posted_on,
      posted_at: at(charge.posted_on, '10:00'),
      kind: charge.kind,
      description: charge.description,
      paise: (charge.kind === 'REVERSAL' ? -1 : 1) * toPaise(charge.amount),
    });
  }
  return postings.sort((a, b) => a.posted_at.localeCompare(b.posted_at));
}

/** The whole ledger, oldest first, up to today (India). */
export function ledgerOf(customer: DemoCustomer, now = new Date()): LedgerEntry[] {
  const loan = customer.loan;
  if (!loan) return [];
  const today = istDay(now);
  const opened = openedOn(customer, today);
  const postings = postingsOf(customer, loan, opened);
  const entries: LedgerEntry[] = [];
  let balance = 0;
  let accrued = 0;
  let next = 0;
  const post = (posting: Omit<Posting, 'day'>) => {
    balance += posting.paise;
    entries.push({
      id: `led-${String(entries.length + 1).padStart(4, '0')}`,
      posted_at: posting.posted_at,
      kind: posting.kind,
      description: posting.description,
      debit: Math.max(0, posting.paise) / 100,
      credit: Math.max(0, -posting.paise) / 100,
      balance: balance / 100,
      ...(posting.reference ? { reference: posting.reference } : {}),
    });
  };
  for (let day = opened; day <= today; day = addDays(day, 1)) {
    // What closing today would take includes the interest of the days already over, so it is
    // debited before today's own entries: a repayment of the whole leaves nothing owed.
    const soFar = Math.round(accrued);
    if (day === today && soFar > 0) {
      accrued -= soFar;
      post({
        posted_at: at(day, '00:00'),
        kind: 'INTEREST',
        description: `Interest for ${monthName.format(new Date(`${addDays(day, -1)}T00:00:00Z`))} to date`,
        paise: soFar,
      });
    }
    for (let p = postings[next]; p && p.day <= day; p = postings[++next]) post(p);
    // A day's interest on what was owed at its end, at the yearly rate over 365 days; a balance
    // paid in advance earns none.
    accrued += (Math.max(0, balance) * loan.current_applicable_interest_rate) / 100 / 365;
    const monthEnd = addDays(day, 1).endsWith('-01');
    if (monthEnd && day < today) {
      const interest = Math.round(accrued);
      accrued = 0;
      if (interest > 0)
        post({
          posted_at: at(day, '23:59'),
          kind: 'INTEREST',
          description: `Interest for ${monthName.format(new Date(`${day}T00:00:00Z`))}`,
          paise: interest,
        });
    }
  }
  return entries;
}

/** The statement of `from` to `to` (both 'YYYY-MM-DD', included), as the wire has it. */
export function statementOf(customer: DemoCustomer, from: string, to: string, now = new Date()) {
  const ledger = ledgerOf(customer, now);
  const dayOfEntry = (entry: LedgerEntry) => entry.posted_at.slice(0, 10);
  const before = ledger.filter((entry) => dayOfEntry(entry) < from).at(-1);
  const entries = ledger.filter((entry) => dayOfEntry(entry) >= from && dayOfEntry(entry) <= to);
  const opening = before?.balance ?? 0;
  return {
    loan_account_number: loanAccountNumber(customer),
    from,
    to,
    opening_balance: opening,
    closing_balance: entries.at(-1)?.balance ?? opening,
    entries,
  };
}

/** The demo's account number: the lender's prefix and the customer's phone. */
export const loanAccountNumber = (customer: DemoCustomer) => `KFL-LAS-${customer.phone_no}`;

/** The financial year (1 April to 31 March) a day falls in. */
function yearOf(day: string) {
  const year = Number(day.slice(0, 4));
  const start = day.slice(5) >= '04-01' ? year : year - 1;
  return {
    from: `${start}-04-01`,
    to: `${start + 1}-03-31`,
    label: `${start}-${String(start + 1).slice(2)}`,
  };
}

/** What is owed, in paise, split as a repayment is applied: charges first, then interest, then principal. */
export type Owed = { charges: number; interest: number; principal: number };

/**
 * One ledger entry applied to what is owed; a repayment's parts are returned. A repayment above
 * charges and interest repays principal (the ledger's debits other than fees, charges and interest
 * are withdrawals, so principal); above all that is owed it is paid in advance, and pays the
 * interest and charges debited later.
 */
export function apply(owed: Owed, entry: LedgerEntry) {
  const debit = toPaise(entry.debit);
  const credit = toPaise(entry.credit);
  const parts = { toCharges: 0, toInterest: 0, toPrincipal: 0 };
  if (entry.kind === 'INTEREST' || entry.kind === 'FEE' || entry.kind === 'PENAL_CHARGE') {
    // Money repaid in advance (principal below zero) pays interest and charges as they are debited.
    const advance = Math.min(Math.max(0, -owed.principal), debit);
    owed.principal += advance;
    parts.toPrincipal = -advance;
    if (entry.kind === 'INTEREST') {
      owed.interest += debit - advance;
      parts.toInterest = advance;
    } else {
      owed.charges += debit - advance;
      parts.toCharges = advance;
    }
  } else if (entry.kind === 'REVERSAL') owed.charges -= credit;
  else if (entry.kind === 'WITHDRAWAL') owed.principal += debit;
  else if (entry.kind === 'REPAYMENT') {
    parts.toCharges = Math.min(Math.max(0, owed.charges), credit);
    parts.toInterest = Math.min(owed.interest, credit - parts.toCharges);
    parts.toPrincipal = credit - parts.toCharges - parts.toInterest;
    owed.charges -= parts.toCharges;
    owed.interest -= parts.toInterest;
    owed.principal -= parts.toPrincipal;
  }
  return parts;
}

/**
 * What the customer owes today by the ledger (docs/demo-backend.md#ledger), in rupees: its parts
 * add up to the ledger's last balance.
 */
export function positionOf(customer: DemoCustomer, now = new Date()) {
  const owed: Owed = { charges: 0, interest: 0, principal: 0 };
  const ledger = ledgerOf(customer, now);
  for (const entry of ledger) apply(owed, entry);
  return {
    principal: owed.principal / 100,
    interest: owed.interest / 100,
    charges: owed.charges / 100,
    total: ledger.at(-1)?.balance ?? 0,
  };
}

/**
 * One certificate per financial year the line was open, newest first. A repayment pays charges
 * first, then interest, then principal, as lenders apply it.
 */
export function certificatesOf(customer: DemoCustomer, now = new Date()) {
  const today = istDay(now);
  type Year = ReturnType<typeof yearOf> & {
    charged: number;
    paid: number;
    penal: number;
    principal: number;
  };
  const years = new Map<string, Year>();
  const owed: Owed = { charges: 0, interest: 0, principal: 0 };
  for (const entry of ledgerOf(customer, now)) {
    const day = entry.posted_at.slice(0, 10);
    const key = yearOf(day).label;
    const year = years.get(key) ?? { ...yearOf(day), charged: 0, paid: 0, penal: 0, principal: 0 };
    years.set(key, year);
    const parts = apply(owed, entry);
    if (entry.kind === 'INTEREST') year.charged += toPaise(entry.debit);
    else if (entry.kind === 'PENAL_CHARGE') year.penal += toPaise(entry.debit);
    else if (entry.kind === 'REVERSAL') year.penal -= toPaise(entry.credit);
    year.paid += parts.toInterest;
    year.principal += parts.toPrincipal;
  }
  const opened = openedOn(customer, today);
  for (let day = opened; day <= today; day = addDays(yearOf(day).to, 1)) {
    const year = yearOf(day);
    if (!years.has(year.label))
      years.set(year.label, { ...year, charged: 0, paid: 0, penal: 0, principal: 0 });
  }
  return [...years.values()]
    .sort((a, b) => b.from.localeCompare(a.from))
    .map((year) => {
      const final = year.to < today;
      return {
        financial_year: year.label,
        from: year.from,
        to: year.to,
        interest_charged: year.charged / 100,
        interest_paid: year.paid / 100,
        penal_charges: year.penal / 100,
        principal_repaid: year.principal / 100,
        issued_at: final ? `${addDays(year.to, 1)}T09:00:00+05:30` : now.toISOString(),
        final,
      };
    });
}
