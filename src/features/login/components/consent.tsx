import { PolicyLink } from '@/components/ui/policy-link';
import { getEnv } from '@/config/env';

type Props = {
  /** Whether the customer asked for offers and updates: never ticked for them. */
  marketing: boolean;
  onMarketingChange: (marketing: boolean) => void;
};

/**
 * What the loan needs, and, apart from it, what the customer may choose (docs/product.md#consent):
 * promotional contact is never bundled into the consent the loan requires.
 */
export function Consent({ marketing, onMarketingChange }: Props) {
  const env = getEnv();
  return (
    <div className="mt-6 space-y-3 text-xs leading-relaxed text-slate-600">
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={marketing}
          onChange={(event) => onMarketingChange(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
        />
        Send me offers and updates by call, SMS, email or WhatsApp
      </label>
      <p>
        By continuing, you agree to our{' '}
        <PolicyLink href={env.VITE_PRIVACY_POLICY_URL}>Privacy Policy</PolicyLink> and{' '}
        <PolicyLink href={env.VITE_TERMS_URL}>Terms of Use</PolicyLink>, and you consent to your
        details being shared with our lending and partner institutions to assess and process your
        loan.
      </p>
    </div>
  );
}
