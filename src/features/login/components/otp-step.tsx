import { useState, type FormEvent } from 'react';
import { OTP_LENGTH, RESEND_COOLDOWN_S } from '@/config/constants';
import { Button } from '@/components/ui/button';
import { DemoHint } from '@/components/ui/demo-hint';
import { emptyOtp, OtpInput } from '@/components/ui/otp-input';
import { ResendOtp } from '@/components/ui/resend-otp';
import { useAction } from '@/lib/use-action';
import { useCountdown } from '@/lib/use-countdown';

type Props = {
  phone: string;
  onEdit: () => void;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<boolean>;
};

export function OtpStep({ phone, onEdit, onVerify, onResend }: Props) {
  const [digits, setDigits] = useState(() => emptyOtp(OTP_LENGTH));
  const { remaining, restart } = useCountdown(RESEND_COOLDOWN_S);
  const [verifying, verify] = useAction(onVerify);
  const [resending, resend] = useAction(async () => {
    if (await onResend()) restart();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(digits.join(''));
  };

  return (
    <form onSubmit={submit} noValidate>
      <h1 className="text-2xl font-semibold text-slate-900">Verify your number</h1>
      <p className="mt-1 mb-6 text-slate-600">
        Enter the 6-digit code sent to{' '}
        <span className="font-semibold whitespace-nowrap text-slate-900">+91 {phone}</span>{' '}
        <button
          type="button"
          onClick={onEdit}
          className="rounded px-1 font-semibold text-brand-700 hover:underline"
          aria-label="Edit phone number"
        >
          Edit
        </button>
      </p>
      <OtpInput
        label="One-time code"
        value={digits}
        onChange={setDigits}
        onComplete={(code) => void verify(code)}
        disabled={verifying}
        focusFirst
      />
      <Button type="submit" className="mt-6 w-full" busy={verifying}>
        Verify OTP
      </Button>
      <ResendOtp remaining={remaining} busy={resending} onResend={() => void resend()} />
      <DemoHint topic="otp" />
    </form>
  );
}
