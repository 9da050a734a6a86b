import { EMAIL_VERIFIED_REDIRECT_MS } from '@/config/constants';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { useDelayed } from '@/lib/use-delayed';
import { useServerAction } from '@/lib/query/server-action';
import { profileEmailCodeCheck, profileEmailCodeSend } from '../api/profile-api';
import { profileTexts } from '../texts';
import { CodeDialog } from './code-dialog';

type Props = { email: string; onClose: () => void };

/** Verifies the profile's email with a code (opened from an unverified email on /profile). */
export function EmailOtpModal({ email, onClose }: Props) {
  const t = useTexts(profileTexts);
  const later = useDelayed();
  const { attempt: sendCode } = useServerAction(profileEmailCodeSend);
  const { attempt: checkCode } = useServerAction(profileEmailCodeCheck);
  return (
    <CodeDialog
      title={t.verifyYourEmail}
      label={t.emailCode}
      submitLabel={t.verifyEmail}
      send={() => sendCode(email)}
      check={(code) => checkCode({ email, code })}
      saidWhenDone={() => textsNow(profileTexts).emailVerified}
      onDone={() => later(onClose, EMAIL_VERIFIED_REDIRECT_MS)}
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
