type Props = { remaining: number; busy?: boolean; onResend: () => void };

/** 'Resend OTP in {n}s' while the cooldown runs, then 'Resend OTP'. */
export function ResendOtp({ remaining, busy = false, onResend }: Props) {
  return (
    <p className="mt-4 text-center text-sm text-slate-600">
      Didn&apos;t get the code?{' '}
      <button
        type="button"
        onClick={onResend}
        disabled={remaining > 0 || busy}
        className="rounded px-1 font-semibold text-brand-700 hover:underline disabled:text-slate-600 disabled:no-underline"
      >
        {remaining > 0 ? `Resend OTP in ${remaining}s` : 'Resend OTP'}
      </button>
    </p>
  );
}
