import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CheckCircleIcon, InfoIcon, WarningIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { useTexts } from '@/lib/i18n/texts';
import type { OutcomeModal } from '../eligibility-flow';
import { eligibilityTexts } from '../texts';

type Outcome = {
  /** Its title, text and button (docs/product.md#the-eligibility-result). */
  words: 'portfolioNotFound' | 'noOffers' | 'congratulations';
  icon: ReactNode;
  continues?: boolean;
};

/** The three answers of an eligibility check. */
const OUTCOMES: Record<OutcomeModal, Outcome> = {
  'portfolio-not-found': {
    words: 'portfolioNotFound',
    icon: <WarningIcon className="size-14 text-amber-700" />,
  },
  'no-offers': { words: 'noOffers', icon: <InfoIcon className="size-14 text-sky-800" /> },
  congratulations: {
    words: 'congratulations',
    icon: <CheckCircleIcon className="size-14 text-green-700" />,
    continues: true,
  },
};

type Props = { modal: OutcomeModal | null; onClose: () => void; onContinue: () => void };

export function OutcomeModals({ modal, onClose, onContinue }: Props) {
  const t = useTexts(eligibilityTexts);
  return (
    <>
      {(Object.keys(OUTCOMES) as OutcomeModal[]).map((key) => {
        const { words: wordsKey, icon, continues } = OUTCOMES[key];
        const words = t[wordsKey]();
        return (
          <Modal key={key} open={modal === key} onClose={onClose} title={words.title} icon={icon}>
            <p>{words.text}</p>
            <Button className="mt-6 w-full" onClick={continues ? onContinue : onClose}>
              {words.action}
            </Button>
          </Modal>
        );
      })}
    </>
  );
}
