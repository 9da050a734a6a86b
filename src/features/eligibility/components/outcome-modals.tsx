import { Button } from '@/components/ui/button';
import { CheckCircleIcon, InfoIcon, WarningIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import type { OutcomeModal } from '../use-eligibility';

type Props = { modal: OutcomeModal; onClose: () => void; onContinue: () => void };

export function OutcomeModals({ modal, onClose, onContinue }: Props) {
  return (
    <>
      <Modal
        open={modal === 'portfolio-not-found'}
        onClose={onClose}
        title="Portfolio Not Found"
        icon={<WarningIcon className="size-14 text-amber-700" />}
      >
        <p>
          We couldn&apos;t find your investment portfolio. Please check your details and try again.
        </p>
        <Button className="mt-6 w-full" onClick={onClose}>
          Close
        </Button>
      </Modal>
      <Modal
        open={modal === 'no-offers'}
        onClose={onClose}
        title="No Offers Available"
        icon={<InfoIcon className="size-14 text-sky-800" />}
      >
        <p>
          Currently no offer available for you. We will meet in future with better opportunities.
        </p>
        <Button className="mt-6 w-full" onClick={onClose}>
          Close
        </Button>
      </Modal>
      <Modal
        open={modal === 'congratulations'}
        onClose={onClose}
        title="Congratulations!"
        icon={<CheckCircleIcon className="size-14 text-green-700" />}
      >
        <p>
          You have an offer for a credit line against your investments. Verify your email to
          continue.
        </p>
        <Button className="mt-6 w-full" onClick={onContinue}>
          Continue to Email Verification
        </Button>
      </Modal>
    </>
  );
}
