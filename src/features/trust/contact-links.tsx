import type { GrievanceOfficer } from '@/config/env';
import { phoneDigits, safeEmail } from '@/lib/safe-contact';

const linkClass = 'font-medium break-all text-brand-800 underline hover:text-brand-900';

/** An officer's name, email and phone; each is a link only when the safe-contact rules allow. */
export function OfficerContact({ officer }: { officer: GrievanceOfficer }) {
  const email = safeEmail(officer.email);
  const phone = phoneDigits(officer.phone);
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-slate-600">Name</dt>
      <dd className="font-medium text-slate-900">{officer.name}</dd>
      <dt className="text-slate-600">Email</dt>
      <dd>
        {email ? (
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        ) : (
          officer.email
        )}
      </dd>
      <dt className="text-slate-600">Phone</dt>
      <dd>
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
