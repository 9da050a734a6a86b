import { useState } from 'react';
import { OtpForm } from '@/components/ui/otp-form';

type Props = {
  phone: string;
  onEdit: () => void;
  /**
   * Checks the code: `false` when it was refused (the boxes are cleared and marked), `undefined`
   * when it could not be checked (kept as typed).
   */
  onVerify: (code: string) => Promise<boolean | undefined>;
  onResend: () => Promise<boolean>;
};

export function OtpStep({ phone, onEdit, onVerify, onResend }: Props) {
  const [refused, setRefused] = useState(false);
  return (
    <>
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
      <OtpForm
        label="One-time code"
        submitLabel="Verify OTP"
        invalid={refused}
        onVerify={async (code) => {
          const accepted = await onVerify(code);
          setRefused(accepted === false);
          return accepted;
        }}
        onResend={onResend}
      />
    </>
  );
}
