import { Link } from 'react-router-dom';
import { HeartIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useTexts } from '@/lib/i18n/texts';
import { LenderDisclosure } from '@/brand/lender-disclosure';
import { usePartner } from '@/brand/partner-context';
import { pageNames } from '../page-names';
import { shellTexts } from './texts';

export function Footer() {
  const brand = usePartner();
  const t = useTexts(shellTexts);
  const names = useTexts(pageNames);
  return (
    <footer className="space-y-4 border-t border-slate-200 px-4 py-5 text-sm text-slate-600 sm:px-8">
      <LenderDisclosure>
        <li>
          <Link
            to={paths.privacy}
            className="font-medium text-brand-800 underline hover:text-brand-900"
          >
            {names['Your data and privacy']}
          </Link>
        </li>
      </LenderDisclosure>
      <div className="flex flex-col items-center justify-between gap-2 sm:flex-row">
        <p>
          {t.copyright(
            new Date().getFullYear(),
            // The partner's name, as the partner gives it.
            <span key="brand" translate="no">
              {brand.name}
            </span>,
          )}
        </p>
        <p className="flex items-center gap-1">
          {t.madeWithLove} <HeartIcon className="size-4 fill-red-600 text-red-600" />
        </p>
      </div>
    </footer>
  );
}
