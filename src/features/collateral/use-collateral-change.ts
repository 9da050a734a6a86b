import type { CollateralRequest } from '@/loan/api/collateral-requests';
import { useConfirmedChange, type ConfirmedChange } from '@/session/confirmed-change';
import { changeBody, collateralRequestCreate, type NewRequest } from './api/collateral';

export type CollateralChange = Omit<NewRequest, 'phone_otp'>;

/** A release, pledge or close on its way: held by the form that chooses it. */
export type CollateralConfirmation = ConfirmedChange<CollateralChange, CollateralRequest>;

/**
 * A release, pledge or close, confirmed by the phone's code sent for this exact change; a refusal
 * of the server's records (409) goes back to the choice with its words, the choice kept. The form
 * that chooses the change holds it: it shows the request once done, and starts over as the choice
 * changes; `ConfirmChange` shows its button, its refusal and its code step.
 */
export function useCollateralChange(): CollateralConfirmation {
  return useConfirmedChange({
    codeFor: (change: CollateralChange) => ({ purpose: change.kind, change: changeBody(change) }),
    mutation: collateralRequestCreate,
    request: (change, code) => ({ ...change, phone_otp: code }),
    recordsRefuse: true,
  });
}
