import { defineTexts, useTexts } from '@/lib/i18n/texts';

type Topic = 'otp' | 'password';

const en = {
  demoMode: 'Demo mode:',
  otp: 'the code is 123456.',
  password: 'the password is Demo@1234 until you change it.',
};
export type DemoTexts = typeof en;
// Pure: where the hint is not shown (production), its texts are dropped from the build too.
const demoTexts = /* @__PURE__ */ defineTexts(en, import.meta.glob('./demo-hint.*.ts'));

function Hint({ topic }: { topic: Topic }) {
  const t = useTexts(demoTexts);
  return (
    <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <strong>{t.demoMode}</strong> {t[topic]}
    </p>
  );
}

/**
 * The demo build's credentials, shown where they are needed. The production build drops the
 * component, texts included, together with the demo backend.
 */
export const DemoHint = import.meta.env.VITE_API_MOCKING === 'true' ? Hint : () => null;
