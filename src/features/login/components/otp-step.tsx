import { useId, useState } from 'react';
import { OtpForm } from '@/components/ui/otp-form';
import { useTexts } from '@/lib/i18n/texts';
import { loginTexts } from '../texts';

/**
 * What became of a code: `true` signed in, `undefined` not checked (the failure was reported,
 * the code is kept as typed), or refused with the server's reason (the boxes are cleared).
 */
export type CodeVerdict = true | undefined | { refused: string };

type Props = {
  phone: string;
  onEdit: () => void;
  onVerify: (code: string) => Promise<CodeVerdict>;
  onResend: () => Promise<boolean>;
};

export function OtpStep({ phone, onEdit, onVerify, onResend }: Props) {
  // A refused code is said here, under the boxes, where the customer is looking, and only here.
  const t = useTexts(loginTexts);
  const [refusal, setRefusal] = useState<string>();
  const messageId = useId();
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{t.verifyNumber}</h1>
      <p className="mt-1 mb-6 text-slate-600">
        {t.codeSentTo(
          <span key="phone" className="font-semibold whitespace-nowrap text-slate-900">
            +91 {phone}
          </span>,
          <button
            key="edit"
            type="button"
            onClick={onEdit}
            className="rounded px-1 font-semibold text-brand-700 hover:underline"
            aria-label={t.editPhone}
          >
            {t.edit}
          </button>,
        )}
      </p>
      <OtpForm
        label={t.oneTimeCode}
        submitLabel={t.verifyOtp}
        invalid={refusal !== undefined}
        describedBy={refusal === undefined ? undefined : messageId}
        onVerify={async (code) => {
          const verdict = await onVerify(code);
          const refused = typeof verdict === 'object';
          setRefusal(refused ? verdict.refused : undefined);
          return refused ? false : verdict;
        }}
        onResend={async () => {
          const sent = await onResend();
          // A new code: what was said of the old one no longer holds.
          if (sent) setRefusal(undefined);
          return sent;
        }}
      >
        {refusal === undefined ? null : (
          <p id={messageId} role="alert" className="mt-3 text-sm font-medium text-red-700">
            {refusal}
          </p>
        )}
      </OtpForm>
    </>
  );
}
