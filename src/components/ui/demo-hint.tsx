import { useTexts } from '@/lib/i18n/texts';
import { uiTexts } from './texts';
type Topic = 'otp' | 'password';

/**
 * The demo build's credentials, shown where they are needed. The production build drops the
 * component's body, texts included, together with the demo backend.
 */
export function DemoHint({ topic }: { topic: Topic }) {
  const t = useTexts(uiTexts);
  if (import.meta.env.VITE_API_MOCKING !== 'true') return null;
  const text = { otp: t.demoOtp, password: t.demoPassword }[topic];
  return (
    <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <strong>{t.demoMode}</strong> {text}
    </p>
  );
}
