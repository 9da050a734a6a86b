import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { useTexts } from '@/lib/i18n/texts';
import { CodeEntry } from '@/session/code-entry';
import type { CollateralChange, CollateralConfirmation } from '../use-collateral-change';
import { changeTexts } from '../change-texts';

type Props = {
  confirmed: CollateralConfirmation;
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
