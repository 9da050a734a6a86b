import { EMAIL_VERIFIED_REDIRECT_MS } from '@/config/constants';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { useDelayed } from '@/lib/use-delayed';
import { useInlineChange } from '@/lib/query/server-action';
import { sendProfileEmailOtp, verifyProfileEmailOtp } from '../api/profile-api';
import { profileTexts } from '../texts';
import { CodeDialog } from './code-dialog';

type Props = { email: string; onClose: () => void; onVerified: () => void };

/** Verifies the profile's email with a code (opened from an unverified email on /profile). */
export function EmailOtpModal({ email, onClose, onVerified }: Props) {
  const t = useTexts(profileTexts);
  const later = useDelayed();
  const sendCode = useInlineChange(sendProfileEmailOtp);
  const checkCode = useInlineChange((code: string) => verifyProfileEmailOtp(email, code));
  return (
    <CodeDialog
      title={t.verifyYourEmail}
      label={t.emailCode}
      submitLabel={t.verifyEmail}
      send={() => sendCode(email)}
      check={checkCode}
      saidWhenDone={() => textsNow(profileTexts).emailVerified}
      onDone={() => {
        onVerified();
        later(onClose, EMAIL_VERIFIED_REDIRECT_MS);
      }}
      onClose={onClose}
    >
      <p>
        {t.codeSentTo(
          <strong key="email" className="break-words" translate="no">
            {email}
          </strong>,
        )}
      </p>
    </CodeDialog>
  );
}
