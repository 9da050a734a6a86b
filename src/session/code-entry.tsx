import { useEffect, useId, useState, type ReactNode } from 'react';
import { OtpForm } from '@/components/ui/otp-form';
import { codeOutcome } from '@/lib/api-error';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { sessionTexts } from './texts';

/**
 * What the code step runs: for a change the phone's code confirms, `useConfirmedChange`'s `flow`.
 */
export type CodeFlow<T> = {
  /**
   * Sends a code; it goes out as the step opens, and on 'Resend OTP'. A phone code resolves to the
   * server's words for the change it confirms (a string), shown above the boxes.
   */
  send: () => Promise<unknown>;
  /** Runs the change the code confirms, with the code typed. */
  confirm: (code: string) => Promise<T>;
  /** Once the code is accepted and the change made. */
  done: (result: T) => void;
  /**
   * When the server's records refuse the change (409), or the server the change itself (422), with
   * its words: the screen goes back to the choice. Without it either is a refused code like any other.
   */
  refuse?: (message: string) => void;
};

type Props<T> = {
  /** The accessible name of the code boxes. */
  label: string;
  submitLabel: string;
  flow: CodeFlow<T>;
  /** What to say under the boxes once the code is accepted, if anything. */
  saidWhenDone?: (result: T) => { text: string; sent: boolean };
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
 * the server's records goes to `flow.refuse`.
 */
export function CodeEntry<T>({
  label,
  submitLabel,
  flow: { send, confirm, done, refuse },
  saidWhenDone,
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
      done(result);
      return true;
    } catch (error) {
      const outcome = codeOutcome(error, refuse !== undefined);
      if (outcome.kind === 'records') {
        refuse?.(outcome.text);
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
