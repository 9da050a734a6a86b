import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n/texts';
import type { NewRequest } from '../api/collateral';
import type { CollateralRequest } from '@/loan/api/collateral-requests';
import { changeTexts } from '../change-texts';
import { CodeStep } from './code-step';

/**
 * Where a release or a pledge stands after the choice: 'Continue' asks for the code; a refusal of
 * the server's records goes back to the choice with its words; changing the choice starts over.
 */
export function useConfirmSteps() {
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<string>();
  return {
    asking,
    refused,
    ask: () => setAsking(true),
    back: () => setAsking(false),
    refuse: (message: string) => {
      setAsking(false);
      setRefused(message);
    },
    startOver: () => {
      setAsking(false);
      setRefused(undefined);
    },
  };
}

type Props = {
  steps: ReturnType<typeof useConfirmSteps>;
  change: Omit<NewRequest, 'phone_otp'>;
  /** The change in words, for the code's message. */
  summary: string;
  /** What stops the change before any code is asked, in the portal's words. */
  problem?: string;
  ready: boolean;
  onDone: (request: CollateralRequest) => void;
};

/** The refusal or problem, then 'Continue' or the code step. */
export function ConfirmChange({ steps, change, summary, problem, ready, onDone }: Props) {
  const message = problem ?? steps.refused;
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
      {steps.asking ? (
        <CodeStep
          change={change}
          summary={summary}
          onDone={onDone}
          onRefused={steps.refuse}
          onBack={steps.back}
        />
      ) : (
        <Button className="w-full sm:w-auto" disabled={!ready} onClick={steps.ask}>
          {t.continue}
        </Button>
      )}
    </>
  );
}
