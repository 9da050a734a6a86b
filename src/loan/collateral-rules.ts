import type { LoanDetails } from '@/loan/api/loan-details';

export type Health = 'Healthy' | 'Close to your limit' | 'Margin shortfall';

/**
 * Used above this share of the drawing power is close to the limit
 * (docs/product.md#collateral-health).
 */
const CLOSE_SHARE = 0.8;

export type Collateral = {
  pledged: number | undefined;
  /** The most the customer may owe now; the limit when the server does not say. */
  drawingPower: number | undefined;
  used: number | undefined;
  /** What is owed against what is pledged, in percent, one decimal. */
  ltv: number | undefined;
  /**
   * The loan's effective loan-to-value cap, in percent, one decimal: the drawing power over the
   * pledged value (each fund lent on at its own cap, at most the limit), so the loan-to-value is
   * past it exactly when the loan is in shortfall; the portfolio's cap when the server sends no
   * drawing power or nothing is pledged.
   */
  cap: number | undefined;
  /** How far the loan is above the drawing power, never below 0. */
  shortfall: number;
  dueDate: string | undefined;
  /** Undefined when what is owed or the drawing power is unknown. */
  health: Health | undefined;
};

/**
 * The loan's collateral as docs/product.md#collateral-health defines it: the server's figures where
 * it sends them, derived from the spec's fields where it does not.
 */
export function collateralOf(loan: LoanDetails): Collateral {
  const pledged = loan.pledged_portfolio_amount;
  const used = loan.principal_outstanding_amount;
  const drawingPower = loan.drawing_power ?? loan.total_credit_amount;
  const derived = used === undefined || drawingPower === undefined ? 0 : used - drawingPower;
  const shortfall = Math.max(0, loan.shortfall_amount ?? derived);
  return {
    pledged,
    drawingPower,
    used,
    ltv: used !== undefined && pledged ? Math.round((used / pledged) * 1000) / 10 : undefined,
    cap:
      pledged && loan.drawing_power !== undefined
        ? Math.round((loan.drawing_power / pledged) * 1000) / 10
        : loan.max_ltv_percent,
    shortfall,
    dueDate: loan.shortfall_due_date || undefined,
    health: healthOf(used, drawingPower, shortfall),
  };
}

function healthOf(
  used: number | undefined,
  drawingPower: number | undefined,
  shortfall: number,
): Health | undefined {
  if (shortfall > 0) return 'Margin shortfall';
  if (used === undefined || drawingPower === undefined) return undefined;
  return used > drawingPower * CLOSE_SHARE ? 'Close to your limit' : 'Healthy';
}
