import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { whenFirstPageDrawn } from '@/lib/first-page';
import { useTexts } from '@/lib/i18n/texts';
import { calculatorTexts } from './texts';

type Forms = ComponentType<{ onRetry: () => void }>;

function NotLoaded({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(calculatorTexts);
  return <LoadError message={t.notLoaded} onRetry={onRetry} />;
}

/**
 * The forms bring react-hook-form and zod: they load once the page around them is drawn, so they
 * never compete with its first paint. Code that does not arrive fails here, not the whole page.
 */
const loadForms = () =>
  lazy<Forms>(() =>
    whenFirstPageDrawn()
      .then(() => import('./calculator-forms'))
      .then(
        (module) => ({ default: module.CalculatorForms }),
        () => ({ default: NotLoaded }),
      ),
  );

/** 'How much can I borrow?': the FAQ's figures worked out for the customer's own holdings. */
export function BorrowingCalculator({ className = '' }: { className?: string }) {
  const t = useTexts(calculatorTexts);
  const headingId = useId();
  const [CalculatorForms, setForms] = useState(loadForms);
  return (
    <section
      aria-labelledby={headingId}
      className={`@container rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8 ${className}`}
    >
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">{t.intro}</p>
      <Suspense fallback={<Skeleton rows={2} label={t.loading} />}>
        <CalculatorForms onRetry={() => setForms(() => loadForms())} />
      </Suspense>
    </section>
  );
}
