import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { useTexts } from '@/lib/i18n/texts';
import { CodeEntry, type CodeFlow } from '@/session/code-entry';
import { useProfile } from '@/session/profile';
import { profileTexts } from '../texts';

type Props<T> = {
  title: string;
  /** Where the code went, above the boxes. */
  children: ReactNode;
  /** The accessible name of the code boxes. */
  label: string;
  submitLabel: string;
  /** What the code step runs; the code goes out as the dialog opens, and on 'Resend OTP'. */
  flow: CodeFlow<T>;
  /** What to say under the boxes once the code is accepted. */
  saidWhenDone: (result: T) => { text: string; sent: boolean };
  onClose: () => void;
};

/** Says the server's message as it sent it, or ours (`ours`, read when said) without one. */
export const saidOr =
  (ours: () => string) =>
  (sent: string | undefined): { text: string; sent: boolean } => ({
    text: sent ?? ours(),
    sent: !!sent,
  });

/** The code step (session/code-entry.tsx) in a dialog: what was said shows under the boxes. */
export function CodeDialog<T>({
  title,
  children,
  label,
  submitLabel,
  flow,
  saidWhenDone,
  onClose,
}: Props<T>) {
  const t = useTexts(profileTexts);
  return (
    <Modal open onClose={onClose} title={title} closeLabel={t.close}>
      <CodeEntry
        className="mt-5"
        label={label}
        submitLabel={submitLabel}
        flow={flow}
        saidWhenDone={saidWhenDone}
      >
        {children}
      </CodeEntry>
    </Modal>
  );
}

/**
 * A change confirmed by the phone's code (`useConfirmedChange`'s `flow`): the code went to the
 * registered number, said as `sentTo` says it ('your registered phone' until the profile is read).
 */
export function PhoneCodeDialog<T>({
  sentTo,
  ...dialog
}: Omit<Props<T>, 'title' | 'label' | 'submitLabel' | 'children'> & {
  sentTo: (phone: ReactNode) => ReactNode;
}) {
  const t = useTexts(profileTexts);
  const phone = useProfile().data?.phone_no;
  return (
    <CodeDialog title={t.confirmWithPhone} label={t.phoneCode} submitLabel={t.confirm} {...dialog}>
      <p>
        {sentTo(
          <strong key="phone" className="whitespace-nowrap">
            {phone ? `+91 ${phone}` : t.registeredPhone}
          </strong>,
        )}
      </p>
    </CodeDialog>
  );
}
