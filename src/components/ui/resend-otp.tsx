import { useTexts } from '@/lib/i18n/texts';
import { uiTexts } from './texts';
type Props = { remaining: number; busy?: boolean; onResend: () => void };

/** 'Resend OTP in {n}s' while the cooldown runs, then 'Resend OTP'. */
export function ResendOtp({ remaining, busy = false, onResend }: Props) {
  const t = useTexts(uiTexts);
  return (
    <p className="mt-4 text-center text-sm text-slate-600">
      {t.codePrompt}{' '}
      <button
        type="button"
        onClick={onResend}
        disabled={remaining > 0 || busy}
        className="rounded px-1 font-semibold text-brand-700 hover:underline disabled:text-slate-600 disabled:no-underline"
      >
        {remaining > 0 ? t.resendOtpIn(remaining) : t.resendOtp}
      </button>
    </p>
  );
}
