import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PolicyLink } from '@/components/ui/policy-link';
import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';
import { disclosureLine } from './disclosure';
import { usePartner } from './partner-context';

const linkClass = 'font-medium text-brand-800 underline hover:text-brand-900';

/**
 * The end of every page (docs/product.md#lender-disclosure-and-grievance): who lends, and the links
 * a borrower may need; the policy pages only when configured. `children` are the signed-in pages'
 * own links.
 */
export function LenderDisclosure({ children }: { children?: ReactNode }) {
  const brand = usePartner();
  const env = getEnv();
  const policies = [
    [env.VITE_PRIVACY_POLICY_URL, 'Privacy Policy'],
    [env.VITE_TERMS_URL, 'Terms of Use'],
  ] as const;
  return (
    <div className="space-y-2 text-xs leading-relaxed text-slate-600">
      <p>
        {disclosureLine(
          env.VITE_LENDERS.map((lender) => lender.name),
          brand.name,
        )}
      </p>
      <nav aria-label="Legal">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          <li>
            <Link to={paths.lenders} className={linkClass}>
              Lending partners
            </Link>
          </li>
          <li>
            <Link to={paths.grievance} className={linkClass}>
              Grievance redressal
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
