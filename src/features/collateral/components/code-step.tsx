import { useEffect, useState } from 'react';
import { cardClass } from '@/components/ui/section-card';
import { OtpForm } from '@/components/ui/otp-form';
import { ApiError, errorMessage } from '@/lib/api-error';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { useInlineChange } from '@/lib/query/server-action';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import {
  createCollateralRequest,
  sendPhoneCode,
  type CollateralRequest,
  type NewRequest,
} from '../api/collateral';
import { changeTexts } from '../change-texts';

/**
 * The phone's code, then the request: the code goes out when this step opens. A wrong code (400)
 * is said under the boxes and cleared; a refusal of the server's records (409) goes back to the
 * choice with the server's words, the choice kept.
 */
export function CodeStep({
  change,
  onDone,
  onRefused,
  onBack,
  backLabel,
}: {
  change: Omit<NewRequest, 'phone_otp'>;
  onDone: (request: CollateralRequest) => void;
  onRefused: (message: string) => void;
  onBack: () => void;
  backLabel?: string;
}) {
  const [message, setMessage] = useState<string>();
  const send = useInlineChange(sendPhoneCode);
  const create = useInlineChange(createCollateralRequest);

  const sendCode = async () => {
    try {
      await send(undefined);
      notify.success(textsNow(changeTexts).otpSent);
      return true;
    } catch {
      notify.error(textsNow(changeTexts).otpFailed);
      return false;
    }
  };
  const [, sendOnOpen] = useAction(async () => {
    await sendCode();
  });
  useEffect(() => {
    void sendOnOpen();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const verify = async (code: string) => {
    try {
      onDone(await create({ ...change, phone_otp: code }));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        onRefused(errorMessage(error));
        return undefined;
      }
      setMessage(errorMessage(error));
      return error instanceof ApiError && error.status === 400 ? false : undefined;
    }
  };

  const t = useTexts(changeTexts);
  return (
    <section aria-labelledby="code-heading" className={cardClass}>
      <h2 id="code-heading" className="text-lg font-semibold text-slate-900">
        {t.confirmWithPhone}
      </h2>
      <p className="mt-1 text-slate-600">{t.enterCode}</p>
      <OtpForm
        className="mt-4"
        label={t.phoneCode}
        submitLabel={t.confirm}
        onVerify={verify}
        onResend={sendCode}
        invalid={message !== undefined}
        describedBy={message ? 'code-step-message' : undefined}
      >
        {message ? (
          // The server's words, shown as sent.
          <p
            id="code-step-message"
            role="alert"
            translate="no"
            className="mt-3 text-sm text-red-700"
          >
            {message}
          </p>
        ) : null}
      </OtpForm>
      <button
        type="button"
        onClick={onBack}
        className="mt-3 min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {backLabel ?? t.changeSelection}
      </button>
    </section>
  );
}
