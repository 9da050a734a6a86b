import { useState, type ReactNode } from 'react';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { CheckCircleIcon, WarningIcon } from '@/components/ui/icons';
import type { Profile } from '@/session/api/profile';
import { useTexts } from '@/lib/i18n/texts';
import { maskPan } from '../pan-rules';
import { profileTexts } from '../texts';
import { EmailOtpModal } from './email-otp-modal';
import { PanForm } from './pan-form';
import { cardSurface } from '@/components/ui/section-card';

function Verified({ yes }: { yes: boolean }) {
  const t = useTexts(profileTexts);
  return yes ? (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-green-800">
      <CheckCircleIcon className="size-5" /> {t.verified}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-amber-800">
      <WarningIcon className="size-5" /> {t.notVerified}
    </span>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-4 sm:grid-cols-[12rem_1fr] sm:items-center">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 text-slate-900">
        {children}
      </dd>
    </div>
  );
}

/** The PAN with its middle hidden, shown whole only when asked (someone may see the screen). */
function Pan({ pan }: { pan: string }) {
  const t = useTexts(profileTexts);
  const [shown, setShown] = useState(false);
  return (
    <>
      <span className="font-mono" translate="no">
        {shown ? pan : maskPan(pan)}
      </span>
      <button
        type="button"
        onClick={() => setShown(!shown)}
        className="rounded px-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        {shown ? t.hidePan : t.showPan}
      </button>
    </>
  );
}

export function ProfileDetails({ profile }: { profile: Profile }) {
  const t = useTexts(profileTexts);
  const [verifying, setVerifying] = useState(false);
  return (
    <>
      <dl className={`divide-y divide-slate-100 ${cardSurface}`}>
        <Row label={t.firstName}>
          <span className="min-w-0 [overflow-wrap:anywhere]" translate="no">
            {profile.first_name}
          </span>
        </Row>
        <Row label={t.lastName}>
          <span className="min-w-0 [overflow-wrap:anywhere]" translate="no">
            {profile.last_name}
          </span>
        </Row>
        <Row label={t.email}>
          <span translate="no" className="contents">
            <BreakableEmail email={profile.email} className="min-w-0" />
          </span>
          <Verified yes={profile.is_email_verified} />
          {profile.is_email_verified ? null : (
            <button
              type="button"
              onClick={() => setVerifying(true)}
              className="rounded px-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              {t.verifyEmail}
            </button>
          )}
        </Row>
        <Row label={t.phone}>
          <span>+91 {profile.phone_no}</span>
          <Verified yes={profile.is_phone_verified} />
        </Row>
        <Row label={t.pan}>{profile.pan ? <Pan pan={profile.pan} /> : <PanForm />}</Row>
      </dl>
      {verifying ? (
        <EmailOtpModal email={profile.email} onClose={() => setVerifying(false)} />
      ) : null}
    </>
  );
}
