import type { GrievanceOfficer } from '@/config/env';
import { useTexts } from '@/lib/i18n/texts';
import { phoneDigits, safeEmail } from '@/lib/safe-contact';
import { trustTexts } from './texts';

const linkClass = 'font-medium break-all text-brand-800 underline hover:text-brand-900';

/**
 * An officer's name, email and phone, shown as configured; each is a link only when the
 * safe-contact rules allow.
 */
export function OfficerContact({ officer }: { officer: GrievanceOfficer }) {
  const t = useTexts(trustTexts);
  const email = safeEmail(officer.email);
  const phone = phoneDigits(officer.phone);
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-slate-600">{t.name}</dt>
      <dd translate="no" className="font-medium text-slate-900">
        {officer.name}
      </dd>
      <dt className="text-slate-600">{t.email}</dt>
      <dd translate="no">
        {email ? (
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        ) : (
          officer.email
        )}
      </dd>
      <dt className="text-slate-600">{t.phone}</dt>
      <dd translate="no">
        {phone ? (
          <a href={`tel:+${phone}`} className={linkClass}>
            {officer.phone}
          </a>
        ) : (
          officer.phone
        )}
      </dd>
    </dl>
  );
}
