import { BrandPlaceholder } from '@/brand/brand-placeholder';
import { usePartner } from '@/brand/partner-context';
import { useTexts } from '@/lib/i18n/texts';
import { idleMinutes } from '../idle-limit';
import { loginTexts } from '../texts';

const linkClass = 'font-medium text-brand-700 hover:underline';

export function LoginHelp() {
  const brand = usePartner();
  const t = useTexts(loginTexts);
  const limit = idleMinutes();
  return (
    <p
      className="mt-6 max-w-md text-center text-sm text-slate-600"
      aria-busy={brand.pending || undefined}
    >
      {limit ? t.idleRule(t.minutes(limit)) : null}
      {/* Whose contacts they are is known once the partner is (docs/performance.md#partner-hosts). */}
      {brand.pending
        ? t.help(
            <BrandPlaceholder key="phone" className="h-[1em] w-28" />,
            <BrandPlaceholder key="email" className="h-[1em] w-36" />,
            t.chatOnWhatsApp,
          )
        : t.help(
            <a key="phone" className={linkClass} href={brand.phoneHref}>
              {brand.phoneDisplay}
            </a>,
            <a key="email" className={linkClass} href={`mailto:${brand.email}`} translate="no">
              {brand.email}
            </a>,
            <a
              key="chat"
              className={linkClass}
              href={brand.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.chatOnWhatsApp}
            </a>,
          )}
    </p>
  );
}
