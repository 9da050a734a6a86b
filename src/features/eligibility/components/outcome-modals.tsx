import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CheckCircleIcon, InfoIcon, WarningIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import type { OutcomeModal } from '../eligibility-flow';

type Outcome = {
  title: string;
  text: string;
  icon: ReactNode;
  action: string;
  continues?: boolean;
};

/**
 * The three answers of an eligibility check, word for word
 * (docs/product.md#the-eligibility-result).
 */
const OUTCOMES: Record<OutcomeModal, Outcome> = {
  'portfolio-not-found': {
    title: 'Portfolio Not Found',
    text: "We couldn't find your investment portfolio. Please check your details and try again.",
    icon: <WarningIcon className="size-14 text-amber-700" />,
    action: 'Close',
  },
  'no-offers': {
    title: 'No Offers Available',
    text: 'Currently no offer available for you. We will meet in future with better opportunities.',
    icon: <InfoIcon className="size-14 text-sky-800" />,
    action: 'Close',
  },
  congratulations: {
    title: 'Congratulations!',
    text: 'You have an offer for a credit line against your investments. Verify your email to continue.',
    icon: <CheckCircleIcon className="size-14 text-green-700" />,
    action: 'Continue to Email Verification',
    continues: true,
  },
};

type Props = { modal: OutcomeModal | null; onClose: () => void; onContinue: () => void };

export function OutcomeModals({ modal, onClose, onContinue }: Props) {
  return (
    <>
      {Object.entries(OUTCOMES).map(([key, outcome]) => (
        <Modal
          key={key}
          open={modal === key}
          onClose={onClose}
          title={outcome.title}
          icon={outcome.icon}
        >
          <p>{outcome.text}</p>
          <Button className="mt-6 w-full" onClick={outcome.continues ? onContinue : onClose}>
            {outcome.action}
          </Button>
        </Modal>
      ))}
    </>
  );
}
