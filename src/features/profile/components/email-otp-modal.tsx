import { useEffect, useState } from 'react';
import { EMAIL_VERIFIED_REDIRECT_MS } from '@/config/constants';
import { Modal } from '@/components/ui/modal';
import { OtpForm } from '@/components/ui/otp-form';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { useDelayed } from '@/lib/use-delayed';
import { useInlineChange } from '@/session/server-state/server-action';
import { sendProfileEmailOtp, verifyProfileEmailOtp } from '../api/profile-api';

type Props = { email: string; onClose: () => void; onVerified: () => void };

/** Verifies the profile's email with a code (opened from an unverified email on /profile). */
export function EmailOtpModal({ email, onClose, onVerified }: Props) {
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const later = useDelayed();
  const sendCode = useInlineChange(sendProfileEmailOtp);
  const checkCode = useInlineChange((code: string) => verifyProfileEmailOtp(email, code));

  /** Sends a code; true when it went out. */
  const send = async () => {
    try {
      await sendCode(email);
      notify.success('OTP sent successfully');
      return true;
    } catch {
      notify.error('Failed to send OTP');
      return false;
    }
  };
  const verify = async (code: string) => {
    try {
      setMessage({ ok: true, text: await checkCode(code) });
      onVerified();
      later(onClose, EMAIL_VERIFIED_REDIRECT_MS);
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) });
    }
  };

  // The code goes out as the dialog opens (and the resend cooldown starts with it), once.
  const [, sendOnOpen] = useAction(async () => {
    await send();
  });
  useEffect(() => {
    void sendOnOpen();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Modal open onClose={onClose} title="Verify your email" closeLabel="Close">
      <p>
        Enter the 6-digit code sent to <strong className="break-words">{email}</strong>.
      </p>
      <OtpForm
        className="mt-5"
        label="Email code"
        submitLabel="Verify email"
        onVerify={verify}
        onResend={send}
        invalid={message?.ok === false}
        describedBy={message ? 'email-otp-message' : undefined}
      >
        {message ? (
          <p
            id="email-otp-message"
            role={message.ok ? 'status' : 'alert'}
            className={`mt-3 text-sm ${message.ok ? 'text-green-800' : 'text-red-700'}`}
          >
            {message.text}
          </p>
        ) : null}
      </OtpForm>
    </Modal>
  );
}
