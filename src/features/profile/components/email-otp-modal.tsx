import { EMAIL_VERIFIED_REDIRECT_MS } from '@/config/constants';
import { useDelayed } from '@/lib/use-delayed';
import { useInlineChange } from '@/lib/query/server-action';
import { sendProfileEmailOtp, verifyProfileEmailOtp } from '../api/profile-api';
import { CodeDialog } from './code-dialog';

type Props = { email: string; onClose: () => void; onVerified: () => void };

/** Verifies the profile's email with a code (opened from an unverified email on /profile). */
export function EmailOtpModal({ email, onClose, onVerified }: Props) {
  const later = useDelayed();
  const sendCode = useInlineChange(sendProfileEmailOtp);
  const checkCode = useInlineChange((code: string) => verifyProfileEmailOtp(email, code));
  return (
    <CodeDialog
      title="Verify your email"
      label="Email code"
      submitLabel="Verify email"
      send={() => sendCode(email)}
      check={checkCode}
      onDone={() => {
        onVerified();
        later(onClose, EMAIL_VERIFIED_REDIRECT_MS);
      }}
      onClose={onClose}
    >
      <p>
        Enter the 6-digit code sent to <strong className="break-words">{email}</strong>.
      </p>
    </CodeDialog>
  );
}
