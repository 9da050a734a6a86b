import { useEffect, useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { OtpForm } from '@/components/ui/otp-form';
import { errorMessage, isRefusal } from '@/lib/api-error';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
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

/** `sent`: the server's words, shown as it sent them. */
type Message = { ok: boolean; text: string; sent: boolean; refused?: boolean };

/**
 * A dialog that confirms something with a code: the server's message shows under the boxes; a
 * refused code is cleared and marked, one that could not be checked is kept for another try.
 */
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
  const [message, setMessage] = useState<Message>();

  /** Sends a code; true when it went out. */
  const sendCode = async () => {
    try {
      await send();
      notify.success(textsNow(profileTexts).otpSent);
      return true;
    } catch {
      notify.error(textsNow(profileTexts).otpNotSent);
      return false;
    }
  };
  const verify = async (code: string) => {
    try {
      const sent = await check(code);
      const text = sent ?? saidWhenDone();
      setMessage({ ok: true, text, sent: sent !== undefined });
      onDone(text);
      return true;
    } catch (error) {
      const refused = isRefusal(error);
      const sent = errorMessage(error, '');
      setMessage({ ok: false, text: sent || errorMessage(error), sent: sent !== '', refused });
      return refused ? false : undefined;
    }
  };

  // The code goes out as the dialog opens (and the resend cooldown starts with it), once.
  const [, sendOnOpen] = useAction(async () => {
    await sendCode();
  });
  useEffect(() => {
    void sendOnOpen();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Modal open onClose={onClose} title={title} closeLabel={t.close}>
      {children}
      <OtpForm
        className="mt-5"
        label={label}
        submitLabel={submitLabel}
        onVerify={verify}
        onResend={sendCode}
        invalid={message?.refused === true}
        describedBy={message ? 'code-dialog-message' : undefined}
      >
        {message ? (
          <p
            id="code-dialog-message"
            translate={message.sent ? 'no' : undefined}
            role={message.ok ? 'status' : 'alert'}
            className={`mt-3 text-sm ${message.ok ? 'text-green-800' : 'text-red-700'}`}
          >
            {message.text}
          </p>
        ) : null}
      </OtpForm>
    </Modal>
  );
}
