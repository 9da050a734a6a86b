import { formatDate, formatNumber, formatRupees } from '@/lib/format';
import { textsNow } from '@/lib/i18n/texts';
import type { LoanDetails, PledgedItem } from '@/loan/api/loan-details';
import { changeTexts } from './change-texts';
import { collateralOf, type Health } from '@/loan/collateral-rules';

/** The loan-to-value cap when neither the fund nor the portfolio names one. */
const DEFAULT_LTV_PERCENT = 50;

/** Units of a fund, pledged or held, with what values them. */
export type Position = {
  isin_no: string;
  folio_no: string;
  scheme_name: string;
  units: number;
  nav: number | undefined;
  ltv_percent: number | undefined;
};

/** Units of one fund the customer chose to release or pledge. */
export type Selection = { isin_no: string; folio_no: string; units: number };

export type ChangeKind = 'RELEASE' | 'PLEDGE';

type FundKey = { isin_no: string; folio_no: string };

const same = (a: FundKey, b: FundKey) => a.isin_no === b.isin_no && a.folio_no === b.folio_no;

/** A fund's lendable value: units x NAV x its cap (its own, else the portfolio's, else 50%). */
export function lendableValue(fund: Position, portfolioCap: number | undefined): number {
  const cap = fund.ltv_percent ?? portfolioCap ?? DEFAULT_LTV_PERCENT;
  return (fund.units * (fund.nav ?? 0) * cap) / 100;
}

/** A pledged fund as a position: the units under lien, else all the fund's units. */
const positionOf = (item: PledgedItem): Position => ({
  isin_no: item.isin_no,
  folio_no: item.folio_no,
  scheme_name: item.scheme_name,
  units: item.pledged_units ?? item.total_available_units ?? 0,
  nav: item.nav,
  ltv_percent: item.ltv_percent,
});

/** The pledged funds as positions. */
export function pledgedPositions(loan: LoanDetails): Position[] {
  return loan.pledged_portfolio_items.map(positionOf);
}

/** Drawing power of `funds`: the sum of their lendable values, at most the credit limit. */
export function drawingPowerOf(funds: Position[], loan: LoanDetails): number {
  const sum = funds.reduce((total, fund) => total + lendableValue(fund, loan.max_ltv_percent), 0);
  return Math.min(loan.total_credit_amount ?? Infinity, sum);
}

/** The pledged positions once `selections` are released. */
function positionsAfterRelease(loan: LoanDetails, selections: Selection[]): Position[] {
  return pledgedPositions(loan).map((fund) => {
    const chosen = selections.filter((s) => same(s, fund)).reduce((n, s) => n + s.units, 0);
    return { ...fund, units: Math.max(0, fund.units - chosen) };
  });
}

/** The pledged positions once `selections` of `holdings` are pledged. */
function positionsAfterPledge(
  loan: LoanDetails,
  selections: Selection[],
  holdings: Position[],
): Position[] {
  const added = selections.flatMap((s) => {
    const holding = holdings.find((h) => same(h, s));
    return holding ? [{ ...holding, units: Math.min(s.units, holding.units) }] : [];
  });
  return [...pledgedPositions(loan), ...added];
}

/** Value of units at their NAV, for the pledged value after a change. */
function marketValueOf(selections: Selection[], funds: Position[]): number {
  return selections.reduce((sum, s) => {
    const fund = funds.find((f) => same(f, s));
    return sum + s.units * (fund?.nav ?? 0);
  }, 0);
}

export type Figures = {
  drawingPower: number | undefined;
  available: number | undefined;
  ltv: number | undefined;
  /** The effective cap the loan-to-value is read against (the health panel's). */
  cap: number | undefined;
  health: Health | undefined;
  shortfall: number;
};

const figuresOf = (loan: LoanDetails): Figures => {
  const c = collateralOf(loan);
  const available =
    loan.available_credit_amount ??
    (c.drawingPower === undefined || c.used === undefined
      ? undefined
      : Math.max(0, c.drawingPower - c.used));
  return {
    drawingPower: c.drawingPower,
    available,
    ltv: c.ltv,
    cap: c.cap,
    health: c.health,
    shortfall: c.shortfall,
  };
};

/**
 * What a release or pledge does to the loan, now -> after, worked out by the health panel's own
 * rules over the loan as it would be.
 */
export function previewChange(
  loan: LoanDetails,
  kind: ChangeKind,
  selections: Selection[],
  holdings: Position[] = [],
): { now: Figures; after: Figures | undefined } {
  const from = kind === 'RELEASE' ? pledgedPositions(loan) : holdings;
  // More units than the fund has: there is no 'after' to describe (never a clamped number the
  // person did not type).
  const over = selections.some((s) => s.units > (from.find((f) => same(f, s))?.units ?? 0));
  if (over) return { now: figuresOf(loan), after: undefined };
  const positions =
    kind === 'RELEASE'
      ? positionsAfterRelease(loan, selections)
      : positionsAfterPledge(loan, selections, holdings);
  const drawingPower = drawingPowerOf(positions, loan);
  const moved = marketValueOf(selections, from);
  const pledged =
    loan.pledged_portfolio_amount === undefined
      ? undefined
      : Math.max(0, loan.pledged_portfolio_amount + (kind === 'RELEASE' ? -moved : moved));
  const after: LoanDetails = {
    ...loan,
    drawing_power: drawingPower,
    pledged_portfolio_amount: pledged,
    // What is available and the shortfall after follow from the new drawing power and what is
    // owed, worked out as for a loan whose server sends neither (figuresOf, collateralOf).
    available_credit_amount: undefined,
    shortfall_amount: undefined,
  };
  return { now: figuresOf(loan), after: figuresOf(after) };
}

const floor3 = (units: number) => Math.floor(units * 1000) / 1000;

/**
 * The most units of one fund that can be released now, besides the `others` chosen with it: the
 * most whose removal keeps the drawing power at or above what is owed, rounded down to a
 * thousandth of a unit (the server's figure when it sends one and the others leave that much);
 * 0 in a shortfall.
 */
export function releasableUnits(
  loan: LoanDetails,
  isin_no: string,
  folio_no: string,
  others: Selection[] = [],
): number {
  const key = { isin_no, folio_no };
  const item = loan.pledged_portfolio_items.find((i) => same(i, key));
  if (!item || collateralOf(loan).shortfall > 0) return 0;
  const fund = positionOf(item);
  const rest = others.filter((s) => !same(s, key));
  const owed = loan.principal_outstanding_amount ?? 0;
  const keepsLine = (units: number) =>
    drawingPowerOf(positionsAfterRelease(loan, [...rest, { ...key, units }]), loan) >= owed;
  const perUnit = lendableValue({ ...fund, units: 1 }, loan.max_ltv_percent);
  const room = drawingPowerOf(positionsAfterRelease(loan, rest), loan) - owed;
  let units = perUnit <= 0 ? fund.units : Math.min(fund.units, floor3(Math.max(0, room) / perUnit));
  // Floating point may round a quotient up across a thousandth: step back until it holds.
  while (units > 0 && !keepsLine(units)) units = floor3(units - 0.001);
  const server = item.releasable_units;
  return Math.max(0, server === undefined ? units : Math.min(server, units));
}

/** Whether the server sends the maximum itself; otherwise the portal's figure is an estimate. */
export const releasableIsEstimate = (loan: LoanDetails) =>
  loan.pledged_portfolio_items.some((item) => item.releasable_units === undefined);

export const releaseLimitWords = (max: number, scheme: string) =>
  textsNow(changeTexts).releaseAtMost(formatNumber(max), scheme);

/** Why a release may not be sent (it would leave a shortfall), or undefined when it may. */
export function releaseRefusal(loan: LoanDetails, selections: Selection[]): string | undefined {
  for (const chosen of selections) {
    const max = releasableUnits(loan, chosen.isin_no, chosen.folio_no, selections);
    if (chosen.units > max) {
      const scheme =
        pledgedPositions(loan).find((f) => same(f, chosen))?.scheme_name ?? chosen.isin_no;
      return releaseLimitWords(max, scheme);
    }
  }
  return undefined;
}

export type Cure = { cured: number; shortfall: number; remaining: number; dueDate: string };

/** How much of the shortfall a pledge of `selections` cures; undefined when there is none. */
export function shortfallCure(
  loan: LoanDetails,
  selections: Selection[],
  holdings: Position[],
): Cure | undefined {
  const { shortfall, dueDate } = collateralOf(loan);
  if (shortfall <= 0) return undefined;
  const { after } = previewChange(loan, 'PLEDGE', selections, holdings);
  if (!after) return undefined;
  const remaining = Math.min(shortfall, after.shortfall);
  return {
    cured: round2(shortfall - remaining),
    shortfall,
    remaining: round2(remaining),
    dueDate: dueDate ?? '',
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Units as people in India type them: digits grouped in lakhs ('1,20,000') or thousands
 * ('120,000') or not at all, with at most three decimals (units are held to a thousandth).
 */
const UNITS = /^(\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(\.\d{1,3})?$/;

export function parseUnits(text: string): number | undefined {
  const typed = text.trim();
  return UNITS.test(typed) ? Number(typed.replaceAll(',', '')) : undefined;
}

/** A fund's key in a form's state. */
export const keyOf = (fund: FundKey) => `${fund.isin_no}|${fund.folio_no}`;

/**
 * What a form's unit fields choose: the funds with units above 0, and a message for each field
 * that does not hold a number of units. An empty field chooses nothing.
 */
export function selectionsOf(
  funds: FundKey[],
  texts: Record<string, string>,
): { selections: Selection[]; errors: Record<string, string> } {
  const selections: Selection[] = [];
  const errors: Record<string, string> = {};
  for (const fund of funds) {
    const text = (texts[keyOf(fund)] ?? '').trim();
    if (!text) continue;
    const units = parseUnits(text);
    if (units === undefined) errors[keyOf(fund)] = textsNow(changeTexts).enterUnits;
    else if (units > 0) selections.push({ isin_no: fund.isin_no, folio_no: fund.folio_no, units });
  }
  return { selections, errors };
}

/** 'Cures ₹42,500 of ₹42,500', or what is still due and by when. */
export function cureWords(cure: Cure): string {
  const t = textsNow(changeTexts);
  const head = t.cures(formatRupees(cure.cured), formatRupees(cure.shortfall));
  if (cure.remaining <= 0) return head;
  const by = cure.dueDate ? formatDate(cure.dueDate) : undefined;
  return t.stillDue(head, formatRupees(cure.remaining), by);
}

const units = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 3 });
const CHANGE_VERBS = { RELEASE: 'Release', PLEDGE: 'Pledge' } as const;

/**
 * The change in the words of the SMS that carries its code ('Release 500 units of Axis Bluechip
 * Fund'): English, like the server's records, whatever the language on screen
 * (docs/api-contract.md#phone-codes).
 */
export function changeSummary(
  kind: ChangeKind | 'CLOSE',
  selections: Selection[],
  funds: { isin_no: string; folio_no: string; scheme_name: string }[],
): string {
  if (kind === 'CLOSE') return 'Close credit line and release all pledged funds';
  const parts = selections.map((chosen) => {
    const name = funds.find((fund) => same(fund, chosen))?.scheme_name || chosen.isin_no;
    return `${units(chosen.units)} units of ${name}`;
  });
  const listed =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  return `${CHANGE_VERBS[kind]} ${listed}`;
}
