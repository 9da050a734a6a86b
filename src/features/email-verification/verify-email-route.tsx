import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { OtpForm } from '@/components/ui/otp-form';
import { Skeleton } from '@/components/ui/skeleton';
import { useTexts } from '@/lib/i18n/texts';
import { useAction } from '@/lib/use-action';
import { loadable } from '@/lib/query/loadable';
import { useProfile } from '@/session/profile';
import { EmailEdit } from './email-edit';
import { emailTexts } from './texts';
import { useEmailVerification, type Notice } from './use-email-verification';
import { cardSurface } from '@/components/ui/section-card';

export function VerifyEmailRoute() {
  const t = useTexts(emailTexts);
  const profile = loadable(useProfile());
  if (profile.status === 'loading') return <Skeleton rows={2} label={t.loadingDetails} />;
  if (profile.status === 'error') {
    return <LoadError message={t.failedToFetchProfile} onRetry={profile.retry} />;
  }
  return (
    <VerifyEmail
      initialEmail={profile.data.email}
      verifiedOnArrival={profile.data.is_email_verified}
    />
  );
}

function VerifyEmail({
  initialEmail,
  verifiedOnArrival,
}: {
  initialEmail: string;
  verifiedOnArrival: boolean;
}) {
  const t = useTexts(emailTexts);
  // Decided on arrival: a verified email needs nothing more, so straight on to the credit line.
  // (An email verified here shows its message and redirects after 1.5 s instead.)
  const [arrivedVerified] = useState(verifiedOnArrival);
  const [email, setEmail] = useState(initialEmail);
  const [editing, setEditing] = useState(initialEmail === '');
  const flow = useEmailVerification(email);
  const [sending, send] = useAction(async () => void (await flow.send(false)));
  const [saving, saveAgain] = useAction(flow.saveAgain);
  if (arrivedVerified) return <Navigate to={paths.loanApply} replace />;

  return (
    <>
      <div className={`p-6 sm:p-8 ${cardSurface}`}>
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MailIcon className="size-6" />
        </div>
        <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
        <p className="mt-1 text-slate-600">{t.lead}</p>
        <div className="mt-6">
          {editing ? (
            <EmailEdit
              email={email}
              onSave={(next) => {
                setEmail(next);
                setEditing(false);
                flow.restart();
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-4 py-3">
              <span translate="no" className="contents">
                <BreakableEmail email={email} className="min-w-0 font-medium text-slate-900" />
              </span>
              {flow.verified || flow.unsaved ? null : (
                <button
                  type="button"
                  onClick={() => setEditing(true)}
                  className="rounded px-2 py-1 font-semibold text-brand-700 hover:underline"
                  aria-label={t.editEmailAddress}
                >
                  {t.edit}
                </button>
              )}
            </div>
          )}
        </div>
        <NoticeLine notice={flow.notice} />
        {editing || flow.verified ? null : flow.unsaved ? (
          <Button className="mt-6 w-full" busy={saving} onClick={() => void saveAgain()}>
            {t.tryAgain}
          </Button>
        ) : flow.codeSent ? (
          <OtpForm
            key={email}
            className="mt-6"
            label={t.emailCode}
            submitLabel={t.verifyEmail}
            onVerify={flow.verify}
            onResend={() => flow.send(true)}
          />
        ) : (
          <Button className="mt-6 w-full" busy={sending} onClick={() => void send()}>
            {t.sendOtp}
          </Button>
        )}
      </div>
    </>
  );
}

function NoticeLine({ notice }: { notice: Notice }) {
  const t = useTexts(emailTexts);
  if (!notice) return null;
  return (
    <p
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={`mt-4 rounded-lg px-4 py-3 text-sm ${
        notice.tone === 'error'
          ? 'bg-red-50 text-red-900 ring-1 ring-red-200'
          : 'bg-green-50 text-green-900 ring-1 ring-green-200'
      }`}
    >
      {'sent' in notice ? <span translate="no">{notice.sent}</span> : t[notice.says]}
    </p>
  );
}
