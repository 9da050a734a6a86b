import { getEnv } from '@/config/env';
import { usePartner } from '@/session/partner-context';

/** A configured policy page opens beside the login, which keeps its place; else plain words. */
function PolicyLink({ href, children }: { href: string | undefined; children: string }) {
  if (!href) return children;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-800 underline"
    >
      {children}
    </a>
  );
}

export function Consent() {
  const brand = usePartner();
  const env = getEnv();
  return (
    <p className="mt-6 text-xs leading-relaxed text-slate-600">
      By continuing, you agree to our{' '}
      <PolicyLink href={env.VITE_PRIVACY_POLICY_URL}>Privacy Policy</PolicyLink> and{' '}
      <PolicyLink href={env.VITE_TERMS_URL}>Terms of Use</PolicyLink>, you agree that {brand.name}{' '}
      may contact you about its products and offers by call, SMS, email or WhatsApp, even if you are
      registered on the DND list, and you consent to your details being shared with our lending and
      partner institutions to assess and process your loan.
    </p>
  );
}
