import { useEffect, useRef, useState } from 'react';
import { EMAIL_VERIFIED_REDIRECT_MS, OTP_LENGTH, RESEND_COOLDOWN_S } from '@/config/constants';
import { Button } from '@/components/ui/button';
import { DemoHint } from '@/components/ui/demo-hint';
import { Modal } from '@/components/ui/modal';
import { emptyOtp, OtpInput } from '@/components/ui/otp-input';
import { ResendOtp } from '@/components/ui/resend-otp';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { useCountdown } from '@/lib/use-countdown';
import { sendProfileEmailOtp, verifyProfileEmailOtp } from '../api/profile-api';

type Props = { email: string; onClose: () => void; onVerified: () => void };

/** Verifies the profile's email with a code (opened from an unverified email on /profile). */
export function EmailOtpModal({ email, onClose, onVerified }: Props) {
  const [digits, setDigits] = useState(() => emptyOtp(OTP_LENGTH));
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const { remaining, restart } = useCountdown(RESEND_COOLDOWN_S);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const [, send] = useAction(async () => {
    try {
      await sendProfileEmailOtp(email);
      notify.success('OTP sent successfully');
      restart();
    } catch {
      notify.error('Failed to send OTP');
    }
  });
  const [verifying, verify] = useAction(async (code: string) => {
    try {
      setMessage({ ok: true, text: await verifyProfileEmailOtp(email, code) });
      onVerified();
      closeTimer.current = setTimeout(onClose, EMAIL_VERIFIED_REDIRECT_MS);
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) });
    }
  });

  // The code goes out as the dialog opens.
  useEffect(() => {
    void send();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Modal open onClose={onClose} title="Verify your email" closeLabel="Close">
      <p>
        Enter the 6-digit code sent to <strong className="break-words">{email}</strong>.
      </p>
      <form
        className="mt-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void verify(digits.join(''));
        }}
      >
        <OtpInput
          label="Email code"
          value={digits}
          onChange={setDigits}
          onComplete={(code) => void verify(code)}
          disabled={verifying}
          invalid={message?.ok === false}
          describedBy={message ? 'email-otp-message' : undefined}
          focusFirst
        />
        {message ? (
          <p
            id="email-otp-message"
            role={message.ok ? 'status' : 'alert'}
            className={`mt-3 text-sm ${message.ok ? 'text-green-800' : 'text-red-700'}`}
          >
            {message.text}
          </p>
        ) : null}
        <Button type="submit" className="mt-5 w-full" busy={verifying}>
          Verify email
        </Button>
        <ResendOtp remaining={remaining} onResend={() => void send()} />
        <DemoHint topic="otp" />
      </form>
    </Modal>
  );
}
