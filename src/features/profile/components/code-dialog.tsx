import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { useTexts } from '@/lib/i18n/texts';
import { CodeEntry } from '@/session/code-entry';
import { profileTexts } from '../texts';

type Props = {
  title: string;
  /** Where the code went, above the boxes. */
  children: ReactNode;
  /** The accessible name of the code boxes. */
  label: string;
  submitLabel: string;
  /** Sends a code; it goes out as the dialog opens, and again on 'Resend OTP'. */
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
