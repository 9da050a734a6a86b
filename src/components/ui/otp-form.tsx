import { useState, type FormEvent, type ReactNode } from 'react';
import { OTP_LENGTH, RESEND_COOLDOWN_S } from '@/config/constants';
import { useAction } from '@/lib/use-action';
import { useCountdown } from '@/lib/use-countdown';
import { Button } from './button';
import { DemoHint } from './demo-hint';
import { emptyOtp, OtpInput } from './otp-input';
import { ResendOtp } from './resend-otp';

type Props = {
  /** The accessible name of the code boxes. */
  label: string;
  submitLabel: string;
  /** Checks a code (on submit or once every box is filled); `false` is a wrong code, cleared. */
  onVerify: (code: string) => Promise<unknown>;
  /** Sends a new code; `true` (sent) restarts the 30 s cooldown. */
  onResend: () => Promise<boolean>;
  className?: string;
  invalid?: boolean;
  describedBy?: string;
  /** Shown between the boxes and the submit button (a message about the code). */
  children?: ReactNode;
};

/**
 * The one code form: six boxes that submit when full, the submit button, and 'Resend OTP' after
 * the cooldown (which starts when the form appears, as the code has just been sent). A refused
 * code and a new code sent both empty the boxes and put the cursor in the first.
 */
export function OtpForm({
  label,
  submitLabel,
  onVerify,
  onResend,
  className,
  invalid,
  describedBy,
  children,
}: Props) {
  const [digits, setDigits] = useState(() => emptyOtp(OTP_LENGTH));
  // A wrong code, or a new one sent, remounts the boxes, empty, with the cursor in the first.
  const [attempt, setAttempt] = useState(0);
  const startAgain = () => {
    setDigits(emptyOtp(OTP_LENGTH));
    setAttempt((n) => n + 1);
  };
  const { remaining, restart } = useCountdown(RESEND_COOLDOWN_S);
  const [verifying, verify] = useAction(async (code: string) => {
    if ((await onVerify(code)) === false) startAgain();
  });
  const [resending, resend] = useAction(async () => {
    if (!(await onResend())) return;
    restart();
    startAgain();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(digits.join(''));
  };

  return (
    <form onSubmit={submit} noValidate className={className}>
      <OtpInput
        key={attempt}
        label={label}
        value={digits}
        onChange={setDigits}
        onComplete={(code) => void verify(code)}
        disabled={verifying}
        invalid={invalid}
        describedBy={describedBy}
        focusFirst
      />
      {children}
      <Button type="submit" className="mt-6 w-full" busy={verifying}>
        {submitLabel}
      </Button>
      <ResendOtp remaining={remaining} busy={resending} onResend={() => void resend()} />
      <DemoHint topic="otp" />
    </form>
  );
}
