import { usePartner } from '@/session/partner-context';

export function Consent() {
  const brand = usePartner();
  return (
    <p className="mt-6 text-xs leading-relaxed text-slate-600">
      By continuing, you agree to our Privacy Policy and Terms of Use, you agree that {brand.name}{' '}
      may contact you about its products and offers by call, SMS, email or WhatsApp, even if you are
      registered on the DND list, and you consent to your details being shared with our lending and
      partner institutions to assess and process your loan.
    </p>
  );
}
