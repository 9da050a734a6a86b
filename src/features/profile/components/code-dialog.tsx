import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { useTexts } from '@/lib/i18n/texts';
import { CodeEntry } from '@/session/code-entry';
import { useProfile } from '@/session/profile';
import { profileTexts } from '../texts';

type Props = {
  title: string;
  /** Where the code went, above the boxes. */
  children: ReactNode;
  /** The accessible name of the code boxes. */
  label: string;
  submitLabel: string;
  /**
   * Sends a code; it goes out as the dialog opens, and again on 'Resend OTP'. A phone code
   * resolves to the server's words for the change, shown above the boxes.
   */
  send: () => Promise<unknown>;
  /** Checks the code and does what it confirms; resolves to the server's message, if any. */
  check: (code: string) => Promise<string | undefined>;
  /** Our words for a code accepted without a message from the server, when it is accepted. */
  saidWhenDone: () => string;
  /** After a code was accepted, with what was said. */
  onDone: (message: string) => void;
  onClose: () => void;
};

/** The code step (session/code-entry.tsx) in a dialog: the server's message shows under the boxes. */
export function CodeDialog({
  title,
  children,
  label,
  submitLabel,
  send,
  check,
  saidWhenDone,
  onDone,
  onClose,
}: Props) {
  const t = useTexts(profileTexts);
  const said = (sent: string | undefined) => ({ text: sent ?? saidWhenDone(), sent: !!sent });
  return (
    <Modal open onClose={onClose} title={title} closeLabel={t.close}>
      <CodeEntry
        className="mt-5"
        label={label}
        submitLabel={submitLabel}
        send={send}
        confirm={check}
        saidWhenDone={said}
        onDone={(sent) => onDone(said(sent).text)}
      >
        {children}
      </CodeEntry>
    </Modal>
  );
}

/**
 * A change confirmed by the phone's code: the code went to the registered number, said as
 * `sentTo` says it ('your registered phone' until the profile is read).
 */
export function PhoneCodeDialog({
  sentTo,
  ...dialog
}: Omit<Props, 'title' | 'label' | 'submitLabel' | 'children'> & {
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
