import { usePartner } from '@/brand/partner-context';
import { idleLimit } from '../idle-limit';

const linkClass = 'font-medium text-brand-700 hover:underline';

export function LoginHelp() {
  const brand = usePartner();
  const limit = idleLimit();
  return (
    <p className="mt-6 max-w-md text-center text-sm text-slate-600">
      {limit ? `For your safety, you are signed out after ${limit} without activity. ` : null}
      Need help? Call{' '}
      <a className={linkClass} href={brand.phoneHref}>
        {brand.phoneDisplay}
      </a>
      , write to{' '}
      <a className={linkClass} href={`mailto:${brand.email}`}>
        {brand.email}
      </a>{' '}
      or{' '}
      <a className={linkClass} href={brand.whatsappHref} target="_blank" rel="noopener noreferrer">
        chat on WhatsApp
      </a>
      .
    </p>
  );
}
