import { SectionCard } from '@/components/ui/section-card';
import { useTexts } from '@/lib/i18n/texts';
import { useServerAction } from '@/lib/query/server-action';
import { CodeEntry } from '@/session/code-entry';
import { usePhoneCode } from '@/session/phone-code';
import { collateralRequestCreate, type NewRequest } from '../api/collateral';
import type { CollateralRequest } from '@/loan/api/collateral-requests';
import { changeTexts } from '../change-texts';

/**
 * The phone's code for a release, pledge or close, in a card: the code is sent for this change
 * (its kind and `summary`) as the step opens, then the request goes with it. A wrong code is said
 * under the boxes and cleared; a refusal of the server's records (409) goes back to the choice
 * with the server's words, the choice kept.
 */
export function CodeStep({
  change,
  summary,
  onDone,
  onRefused,
  onBack,
  backLabel,
}: {
  change: Omit<NewRequest, 'phone_otp'>;
  /** The change in words, for the code's message (collateral-change-rules.ts, changeSummary). */
  summary: string;
  onDone: (request: CollateralRequest) => void;
  onRefused: (message: string) => void;
  onBack: () => void;
  backLabel?: string;
}) {
  const send = usePhoneCode({ purpose: change.kind, summary });
  const { attempt: create } = useServerAction(collateralRequestCreate);
  const t = useTexts(changeTexts);
  return (
    <SectionCard title={t.confirmWithPhone} stacked={false}>
      <CodeEntry
        className="mt-4"
        label={t.phoneCode}
        submitLabel={t.confirm}
        send={send}
        confirm={(code) => create({ ...change, phone_otp: code })}
        onDone={onDone}
        onRefused={onRefused}
      >
        <p className="mt-1 text-slate-600">{t.enterCode}</p>
      </CodeEntry>
      <button
        type="button"
        onClick={onBack}
        className="mt-3 min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {backLabel ?? t.changeSelection}
      </button>
    </SectionCard>
  );
}
