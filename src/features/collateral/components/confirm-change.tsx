import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { useTexts } from '@/lib/i18n/texts';
import { CodeEntry } from '@/session/code-entry';
import { useConfirmedChange, type ConfirmedChange } from '@/session/confirmed-change';
import { changeBody, collateralRequestCreate, type NewRequest } from '../api/collateral';
import type { CollateralRequest } from '@/loan/api/collateral-requests';
import { changeTexts } from '../change-texts';

export type CollateralChange = Omit<NewRequest, 'phone_otp'>;

/**
 * A release, pledge or close, confirmed by the phone's code sent for this exact change; a refusal
 * of the server's records (409) goes back to the choice with its words, the choice kept.
 */
export function useCollateralChange() {
  return useConfirmedChange({
    codeFor: (change: CollateralChange) => ({ purpose: change.kind, change: changeBody(change) }),
    mutation: collateralRequestCreate,
    request: (change, code) => ({ ...change, phone_otp: code }),
    recordsRefuse: true,
  });
}

type Props = {
  confirmed: ConfirmedChange<CollateralChange, CollateralRequest>;
  change: CollateralChange;
  /** What stops the change before any code is asked, in the portal's words. */
  problem?: string;
  ready?: boolean;
  /** The button that asks for the code ('Continue' unless said). */
  askLabel?: string;
  /** The link back from the code to the choice ('Change selection' unless said). */
  backLabel?: string;
};

/**
 * The refusal or problem, then the button that asks for the code, or the code step in a card: the
 * code goes out as it opens (the server's words for the change above the boxes).
 */
export function ConfirmChange({
  confirmed,
  change,
  problem,
  ready = true,
  askLabel,
  backLabel,
}: Props) {
  const { flow } = confirmed;
  const message = problem ?? confirmed.refused;
  const t = useTexts(changeTexts);
  return (
    <>
      {message ? (
        <p
          role="alert"
          // A refusal is in the server's words, shown as sent; a problem is in the portal's.
          translate={problem ? undefined : 'no'}
          className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {message}
        </p>
      ) : null}
      {flow ? (
        <SectionCard title={t.confirmWithPhone} stacked={false}>
          <CodeEntry className="mt-4" label={t.phoneCode} submitLabel={t.confirm} flow={flow}>
            <p className="mt-1 text-slate-600">{t.enterCode}</p>
          </CodeEntry>
          <button
            type="button"
            onClick={confirmed.back}
            className="mt-3 min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {backLabel ?? t.changeSelection}
          </button>
        </SectionCard>
      ) : (
        <Button
          className="w-full sm:w-auto"
          disabled={!ready}
          onClick={() => confirmed.ask(change)}
        >
          {askLabel ?? t.continue}
        </Button>
      )}
    </>
  );
}
