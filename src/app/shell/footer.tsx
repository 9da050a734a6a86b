import { Link } from 'react-router-dom';
import { HeartIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { LenderDisclosure } from '@/brand/lender-disclosure';
import { usePartner } from '@/brand/partner-context';

export function Footer() {
  const brand = usePartner();
  return (
    <footer className="space-y-4 border-t border-slate-200 px-4 py-5 text-sm text-slate-600 sm:px-8">
      <LenderDisclosure>
        <li>
          <Link
            to={paths.privacy}
            className="font-medium text-brand-800 underline hover:text-brand-900"
          >
            Your data and privacy
          </Link>
        </li>
      </LenderDisclosure>
      <div className="flex flex-col items-center justify-between gap-2 sm:flex-row">
        <p>
          © {new Date().getFullYear()} {brand.name}. All rights reserved.
        </p>
        <p className="flex items-center gap-1">
          Made with love <HeartIcon className="size-4 fill-red-600 text-red-600" />
        </p>
      </div>
    </footer>
  );
}
