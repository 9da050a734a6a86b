/**
 * The demo lender's side of collateral self-service (docs/demo-backend.md#collateral-requests):
 * what may be released, what it refuses and why, and requests that complete about 30 s after they
 * are made. Completion is worked out from the clock whenever the customer's records are read, so
 * nothing runs on a timer and a test can move the page's clock on instead of waiting.
 */
import { formatNumber, formatRupees } from '@/lib/format';
import { closureQuoteOf, owedOf } from './books';
import { addNotice, type Notice } from './notifications';
import type { DemoCollateralRequest, DemoCustomer, DemoLoan } from './schema';
import { COLLATERAL_KINDS } from './schema';

/** How long the demo lender takes over a request. */
export const DEMO_REQUEST_MS = 30_000;
/** The lender's commitment: a working day. */
const DUE_MS = 24 * 60 * 60 * 1000;

type Fund = DemoLoan['pledged_portfolio_items'][number];
type Kind = DemoCollateralRequest['kind'];
type Item = DemoCollateralRequest['items'][number];

const round2 = (value: number) => Math.round(value * 100) / 100;
const floor3 = (value: number) => Math.floor(value * 1000) / 1000;
const units3 = (value: number) => Math.round(value * 1000) / 1000;

const perUnit = (fund: Fund, loan: DemoLoan) =>
  ((fund.nav ?? 0) * (fund.ltv_percent ?? loan.max_ltv_percent ?? 50)) / 100;

const lendableSum = (loan: DemoLoan) =>
  loan.pledged_portfolio_items.reduce(
    (sum, fund) => sum + fund.total_available_units * perUnit(fund, loan),
    0,
  );

/** The most units of `fund` whose release keeps drawing power at or above the balance `owed`. */
function releasable(loan: DemoLoan, fund: Fund, owed: number): number {
  if (owed > (loan.drawing_power ?? loan.total_credit_amount)) return 0;
  const room = lendableSum(loan) - owed;
  const each = perUnit(fund, loan);
  if (each <= 0) return fund.total_available_units;
  return Math.max(0, Math.min(fund.total_available_units, floor3(room / each)));
}

/** The pledged funds as the server answers them: with the units under lien and the maximum release. */
export function loanAnswerItems(customer: DemoCustomer, now = new Date()) {
  const loan = customer.loan;
  if (!loan) return [];
  const { total } = owedOf(customer, now);
  return loan.pledged_portfolio_items.map((fund) => ({
    ...fund,
    pledged_units: fund.total_available_units,
    releasable_units: releasable(loan, fund, total),
  }));
}

/** A request the lender has not finished with. */
export const isOpen = (request: DemoCollateralRequest) =>
  request.status === 'RECEIVED' || request.status === 'IN_PROGRESS';

type Refusal = { status: 400 | 409; message: string };

/** The request's items when each is well formed. */
export const itemsOf = (
  value: unknown,
): { isin_no: string; folio_no: string; units: number }[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const items = value.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const { isin_no, folio_no, units } = raw as Record<string, unknown>;
    return typeof isin_no === 'string' && typeof folio_no === 'string' && typeof units === 'number'
      ? [{ isin_no, folio_no, units }]
      : [];
  });
  return items.length === value.length ? items : undefined;
};

export const kindOf = (value: unknown): Kind | undefined =>
  COLLATERAL_KINDS.find((kind) => kind === value);

/** Why the demo lender refuses a request `body`, as a lender would; undefined when it accepts. */
export function collateralRefusal(
  customer: DemoCustomer,
  body: Record<string, unknown>,
  now = new Date(),
): Refusal | undefined {
  const kind = kindOf(body.kind);
  const loan = customer.loan;
  if (!kind) return { status: 400, message: 'Choose what to do' };
  if (!loan || loan.credit_status !== 'ACTIVE')
    return { status: 409, message: 'There is no active credit line' };
  if ((customer.collateral_requests ?? []).some(isOpen))
    return {
      status: 409,
      message: 'A request is already in progress. Try again once it completes.',
    };
  if (kind === 'CLOSE') {
    // A line closes only when its ledger is at zero.
    const total = closureQuoteOf(customer, now)?.total_payable ?? 0;
    return total > 0
      ? { status: 409, message: `Repay ${formatRupees(total)} before closing your credit line` }
      : undefined;
  }
  const items = itemsOf(body.items);
  if (!items?.length || items.some((i) => !(i.units > 0) || units3(i.units) !== i.units))
    return { status: 400, message: 'Choose the funds and units' };
  const { total } = owedOf(customer, now);
  for (const item of items) {
    const refusal =
      kind === 'RELEASE' ? releaseRefusal(loan, item, total) : pledgeRefusal(customer, item);
    if (refusal) return { status: 409, message: refusal };
  }
  if (kind === 'RELEASE') {
    // Together they must leave the line covered too.
    const after =
      lendableSum(loan) -
      items.reduce((sum, item) => {
        const fund = fundOf(loan, item);
        return sum + (fund ? item.units * perUnit(fund, loan) : 0);
      }, 0);
    if (after < total)
      return { status: 409, message: 'This release would exceed your drawing power' };
  }
  return undefined;
}

const fundOf = (loan: DemoLoan, item: { isin_no: string; folio_no: string }) =>
  loan.pledged_portfolio_items.find(
    (f) => f.isin_no === item.isin_no && f.folio_no === item.folio_no,
  );

function releaseRefusal(
  loan: DemoLoan,
  item: { isin_no: string; folio_no: string; units: number },
  owed: number,
) {
  const fund = fundOf(loan, item);
  if (!fund || item.units > fund.total_available_units)
    return `You do not have ${formatNumber(item.units)} units of ${fund?.scheme_name ?? item.isin_no} pledged`;
  const max = releasable(loan, fund, owed);
  return item.units > max
    ? `You can release at most ${formatNumber(max)} units of ${fund.scheme_name}`
    : undefined;
}

const holdingOf = (customer: DemoCustomer, item: { isin_no: string; folio_no: string }) =>
  (customer.holdings ?? []).find((h) => h.isin_no === item.isin_no && h.folio_no === item.folio_no);

function pledgeRefusal(
  customer: DemoCustomer,
  item: { isin_no: string; folio_no: string; units: number },
) {
  const holding = holdingOf(customer, item);
  if (!holding || item.units > holding.units)
    return `You do not hold ${formatNumber(item.units)} units of ${holding?.scheme_name ?? item.isin_no}`;
  if (!holding.eligible) return holding.reason ?? 'These units cannot be pledged';
  return undefined;
}

/** Records an accepted request, `RECEIVED` now, due within a working day. */
export function openCollateralRequest(
  customer: DemoCustomer,
  kind: Kind,
  items: { isin_no: string; folio_no: string; units: number }[],
  now = new Date(),
): DemoCollateralRequest {
  const loan = customer.loan;
  const named: Item[] =
    kind === 'CLOSE'
      ? (loan?.pledged_portfolio_items ?? []).map((f) => ({
          isin_no: f.isin_no,
          folio_no: f.folio_no,
          units: f.total_available_units,
          scheme_name: f.scheme_name,
        }))
      : items.map((item) => ({
          ...item,
          scheme_name:
            (kind === 'RELEASE'
              ? loan && fundOf(loan, item)?.scheme_name
              : holdingOf(customer, item)?.scheme_name) ?? item.isin_no,
        }));
  const request: DemoCollateralRequest = {
    id: `col-${crypto.randomUUID()}`,
    kind,
    status: 'RECEIVED',
    items: named,
    created_at: now.toISOString(),
    due_at: new Date(now.getTime() + DUE_MS).toISOString(),
  };
  (customer.collateral_requests ??= []).push(request);
  return request;
}

/** Values and drawing power again, after the pledged units changed. */
function revalue(loan: DemoLoan) {
  for (const fund of loan.pledged_portfolio_items) {
    fund.market_value = round2(fund.total_available_units * (fund.nav ?? 0));
  }
  loan.pledged_portfolio_items = loan.pledged_portfolio_items.filter(
    (f) => f.total_available_units > 0,
  );
  loan.pledged_portfolio_amount = round2(
    loan.pledged_portfolio_items.reduce((sum, f) => sum + (f.market_value ?? 0), 0),
  );
  loan.drawing_power = Math.min(loan.total_credit_amount, round2(lendableSum(loan)));
}

/** Released units go back to the customer's holdings, free to pledge again. */
function toHoldings(customer: DemoCustomer, fund: Fund, units: number) {
  const holding = holdingOf(customer, fund);
  if (holding) {
    holding.units = units3(holding.units + units);
    return;
  }
  (customer.holdings ??= []).push({
    isin_no: fund.isin_no,
    scheme_name: fund.scheme_name,
    folio_no: fund.folio_no,
    fund_type: fund.fund_type ?? 'OTHER',
    units,
    nav: fund.nav ?? 0,
    nav_date: fund.nav_date ?? '',
    ltv_percent: fund.ltv_percent ?? 50,
    eligible: true,
  });
}

function complete(customer: DemoCustomer, request: DemoCollateralRequest, now: Date) {
  const loan = customer.loan;
  if (!loan) return;
  if (request.kind === 'RELEASE') {
    for (const item of request.items) {
      const fund = fundOf(loan, item);
      if (!fund) continue;
      fund.total_available_units = units3(fund.total_available_units - item.units);
      toHoldings(customer, fund, item.units);
    }
  } else if (request.kind === 'PLEDGE') {
    for (const item of request.items) {
      const holding = holdingOf(customer, item);
      if (!holding) continue;
      holding.units = units3(holding.units - item.units);
      const fund = fundOf(loan, item);
      if (fund) fund.total_available_units = units3(fund.total_available_units + item.units);
      else
        loan.pledged_portfolio_items.push({
          scheme_name: holding.scheme_name,
          folio_no: holding.folio_no,
          total_available_units: item.units,
          isin_no: holding.isin_no,
          fund_type: holding.fund_type,
          nav: holding.nav,
          nav_date: holding.nav_date,
          ltv_percent: holding.ltv_percent,
        });
    }
    customer.holdings = (customer.holdings ?? []).filter((h) => h.units > 0);
  } else {
    for (const fund of loan.pledged_portfolio_items)
      toHoldings(customer, fund, fund.total_available_units);
    loan.pledged_portfolio_items = [];
    loan.credit_status = 'CLOSED';
  }
  revalue(loan);
  request.status = 'COMPLETED';
  request.completed_at = now.toISOString();
  addNotice(customer, noticeOf(request), now);
}

const unitsOf = (items: Item[]) =>
  items.map((i) => `${formatNumber(i.units)} units of ${i.scheme_name}`).join(', ');

function noticeOf(request: DemoCollateralRequest): Notice {
  if (request.kind === 'CLOSE')
    return {
      type: 'success',
      title: 'Credit line closed',
      message: 'Your credit line is closed and all your pledged units are released.',
      link: '/loan',
    };
  return request.kind === 'RELEASE'
    ? {
        type: 'success',
        title: 'Units released',
        message: `${unitsOf(request.items)} are released from the pledge.`,
        link: '/loan',
      }
    : {
        type: 'success',
        title: 'Units pledged',
        message: `${unitsOf(request.items)} are pledged to your credit line.`,
        link: '/loan',
      };
}

/** Completes every request whose time has come; true when one did. */
export function settleCollateralRequests(customer: DemoCustomer, now = new Date()): boolean {
  const due = (customer.collateral_requests ?? []).filter(
    (r) => r.status === 'RECEIVED' && now.getTime() - Date.parse(r.created_at) >= DEMO_REQUEST_MS,
  );
  for (const request of due) complete(customer, request, now);
  return due.length > 0;
}
