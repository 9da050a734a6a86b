import { useEffect, useId, useState, type ReactNode } from 'react';
import { OtpForm } from '@/components/ui/otp-form';
import { codeOutcome } from '@/lib/api-error';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { sessionTexts } from './texts';

type Props<T> = {
  /** The accessible name of the code boxes. */
  label: string;
  submitLabel: string;
  /**
   * Sends a code (`usePhoneCode` for the phone's); it goes out as the step opens, and on 'Resend
   * OTP'. A phone code resolves to the server's words for the change it confirms (a string), shown above
   * the boxes.
   */
  send: () => Promise<unknown>;
  /** Runs the change the code confirms, with the code typed. */
  confirm: (code: string) => Promise<T>;
  /** What to say under the boxes once the code is accepted, if anything. */
  saidWhenDone?: (result: T) => { text: string; sent: boolean };
  onDone: (result: T) => void;
  /**
   * When the server's records refuse the change (409), with its words: the screen goes back to
   * the choice. Without it a 409 is a refused code like any other.
   */
  onRefused?: (message: string) => void;
  className?: string;
  /** Shown above the boxes (where the code went). */
  children?: ReactNode;
};

/** `sent`: the server's words, shown as it sent them. */
type Message = { ok: boolean; text: string; sent: boolean; refused?: boolean };

/**
 * The code step, the one there is (docs/architecture.md#the-code-step): the code goes out as it
 * opens, the typed code confirms the change, and the outcome shows under the boxes. A refused
 * code is cleared and marked; one that could not be checked is kept for another try; a refusal of
 * the server's records goes to `onRefused`.
 */
export function CodeEntry<T>({
  label,
  submitLabel,
  send,
  confirm,
  saidWhenDone,
  onDone,
  onRefused,
  className,
  children,
}: Props<T>) {
  const [message, setMessage] = useState<Message>();
  const [summary, setSummary] = useState<string>();
  const messageId = useId();
  /** Sends a code; true when it went out. */
  const sendCode = async () => {
    try {
      const confirms = await send();
      if (typeof confirms === 'string') setSummary(confirms);
      notify.success(textsNow(sessionTexts).otpSent);
      return true;
    } catch {
      notify.error(textsNow(sessionTexts).otpNotSent);
      return false;
    }
  };
  const verify = async (code: string) => {
    try {
      const result = await confirm(code);
      const said = saidWhenDone?.(result);
      if (said) setMessage({ ok: true, ...said });
      onDone(result);
      return true;
    } catch (error) {
      const outcome = codeOutcome(error, onRefused !== undefined);
      if (outcome.kind === 'records') {
        onRefused?.(outcome.text);
        return undefined;
      }
      const refused = outcome.kind === 'wrong-code';
      setMessage({ ok: false, text: outcome.text, sent: outcome.sent, refused });
      return refused ? false : undefined;
    }
  };
  // The code goes out as the step opens (and the resend cooldown starts with it), once.
  const [, sendOnOpen] = useAction(async () => {
    await sendCode();
  });
  useEffect(() => {
    void sendOnOpen();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const t = useTexts(sessionTexts);
  return (
    <>
      {children}
      {summary === undefined ? null : (
        <p className="mt-2 font-medium text-slate-900">{t.codeConfirms(summary)}</p>
      )}
      <OtpForm
        className={className}
        label={label}
        submitLabel={submitLabel}
        onVerify={verify}
        onResend={sendCode}
        invalid={message?.refused === true}
        describedBy={message ? messageId : undefined}
      >
        {message ? (
          <p
            id={messageId}
            translate={message.sent ? 'no' : undefined}
            role={message.ok ? 'status' : 'alert'}
            className={`mt-3 text-sm ${message.ok ? 'text-green-800' : 'text-red-700'}`}
          >
            {message.text}
          </p>
        ) : null}
      </OtpForm>
    </>
  );
}
