import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PolicyLink } from '@/components/ui/policy-link';
import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';
import { useTexts } from '@/lib/i18n/texts';
import { BrandPlaceholder } from './brand-placeholder';
import { listParts } from './disclosure';
import { usePartner } from './partner-context';
import { brandTexts } from './texts';

const linkClass = 'font-medium text-brand-800 underline hover:text-brand-900';

/**
 * The end of every page (docs/product.md#lender-disclosure-and-grievance): who lends, and the links
 * a borrower may need; the policy pages only when configured. `children` are the signed-in pages'
 * own links. The lenders' and the brand's names are shown as configured, in any language.
 */
export function LenderDisclosure({ children }: { children?: ReactNode }) {
  const t = useTexts(brandTexts);
  const brand = usePartner();
  const env = getEnv();
  const policies = [
    [env.VITE_PRIVACY_POLICY_URL, t.privacyPolicy],
    [env.VITE_TERMS_URL, t.terms],
  ] as const;
  const lenders = listParts(
    env.VITE_LENDERS.map((lender) => lender.name),
    t.and,
  ).join('');
  return (
    <div className="space-y-2 text-xs leading-relaxed text-slate-600">
      {/* One run of text: the sentence is found and read whole, names and all (the brand's
          name once the partner is known, docs/performance.md#partner-hosts). */}
      <p aria-busy={brand.pending || undefined}>
        {brand.pending
          ? t.disclosure(lenders, <BrandPlaceholder key="brand" className="h-[1em] w-20" />)
          : t.disclosure(lenders, brand.name).join('')}
      </p>
      <nav aria-label={t.legal}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          <li>
            <Link to={paths.lenders} className={linkClass}>
              {t.lenders}
            </Link>
          </li>
          <li>
            <Link to={paths.grievance} className={linkClass}>
              {t.grievance}
            </Link>
          </li>
          {children}
          {policies.map(
            ([href, label]) =>
              href && (
                <li key={label}>
                  <PolicyLink href={href} className={linkClass}>
                    {label}
                  </PolicyLink>
                </li>
              ),
          )}
        </ul>
      </nav>
    </div>
  );
}
