import { useEffect, useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { OtpForm } from '@/components/ui/otp-form';
import { errorMessage, isRefusal } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';

type Props = {
  title: string;
  /** Where the code went, above the boxes. */
  children: ReactNode;
  /** The accessible name of the code boxes. */
  label: string;
  submitLabel: string;
  /** Sends a code; it goes out as the dialog opens, and again on 'Resend OTP'. */
  send: () => Promise<unknown>;
  /** Checks the code and does what it confirms; resolves to what to say to the person. */
  check: (code: string) => Promise<string>;
  /** After a code was accepted, with what was said. */
  onDone: (message: string) => void;
  onClose: () => void;
};

type Message = { ok: boolean; text: string; refused?: boolean };

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
  onDone,
  onClose,
}: Props) {
  const [message, setMessage] = useState<Message>();

  /** Sends a code; true when it went out. */
  const sendCode = async () => {
    try {
      await send();
      notify.success('OTP sent successfully');
      return true;
    } catch {
      notify.error('Failed to send OTP');
      return false;
    }
  };
  const verify = async (code: string) => {
    try {
      const text = await check(code);
      setMessage({ ok: true, text });
      onDone(text);
      return true;
    } catch (error) {
      const refused = isRefusal(error);
      setMessage({ ok: false, text: errorMessage(error), refused });
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
    <Modal open onClose={onClose} title={title} closeLabel="Close">
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
