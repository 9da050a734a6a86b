import { HeartIcon } from '@/components/ui/icons';
import { usePartner } from '@/session/partner-context';

export function Footer() {
  const brand = usePartner();
  return (
    <footer className="flex flex-col items-center justify-between gap-2 border-t border-slate-200 px-4 py-5 text-sm text-slate-600 sm:flex-row sm:px-8">
      <p>
        © {new Date().getFullYear()} {brand.name}. All rights reserved.
      </p>
      <p className="flex items-center gap-1">
        Made with love <HeartIcon className="size-4 fill-red-600 text-red-600" />
      </p>
    </footer>
  );
}
