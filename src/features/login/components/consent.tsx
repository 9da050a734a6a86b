import { PolicyLink } from '@/components/ui/policy-link';
import { getEnv } from '@/config/env';
import { useTexts } from '@/lib/i18n/texts';
import { loginTexts } from '../texts';

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
  const t = useTexts(loginTexts);
  return (
    <div className="mt-6 space-y-3 text-xs leading-relaxed text-slate-600">
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={marketing}
          onChange={(event) => onMarketingChange(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
        />
        {t.marketingConsent}
      </label>
      <p>
        {t.agreement(
          <PolicyLink key="privacy" href={env.VITE_PRIVACY_POLICY_URL}>
            {t.privacyPolicy}
          </PolicyLink>,
          <PolicyLink key="terms" href={env.VITE_TERMS_URL}>
            {t.termsOfUse}
          </PolicyLink>,
        )}
      </p>
    </div>
  );
}
