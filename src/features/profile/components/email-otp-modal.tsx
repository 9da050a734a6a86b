import { EMAIL_VERIFIED_REDIRECT_MS } from '@/config/constants';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { useDelayed } from '@/lib/use-delayed';
import { useServerAction } from '@/lib/query/server-action';
import { profileEmailCodeCheck, profileEmailCodeSend } from '../api/profile-api';
import { profileTexts } from '../texts';
import { CodeDialog, saidOr } from './code-dialog';

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
      flow={{
        send: () => sendCode(email),
        confirm: (code) => checkCode({ email, code }),
        done: () => later(onClose, EMAIL_VERIFIED_REDIRECT_MS),
      }}
      saidWhenDone={saidOr(() => textsNow(profileTexts).emailVerified)}
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
