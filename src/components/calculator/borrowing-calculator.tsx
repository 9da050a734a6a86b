import { LazyPart } from '@/components/ui/lazy-part';
import { LoadError } from '@/components/ui/load-error';
import { cardSurface, SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { whenFirstPageDrawn } from '@/lib/first-page';
import { useTexts } from '@/lib/i18n/texts';
import { calculatorTexts } from './texts';

function NotLoaded({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(calculatorTexts);
  return <LoadError message={t.notLoaded} onRetry={onRetry} />;
}

/**
 * The forms bring react-hook-form and zod: they load once the page around them is drawn, so they
 * never compete with its first paint. Code that does not arrive fails here, not the whole page.
 */
const loadForms = () =>
  whenFirstPageDrawn()
    .then(() => import('./calculator-forms'))
    .then((module) => module.CalculatorForms);

/** 'How much can I borrow?': the FAQ's figures worked out for the customer's own holdings. */
export function BorrowingCalculator({ className = '' }: { className?: string }) {
  const t = useTexts(calculatorTexts);
  return (
    <SectionCard
      title={t.heading}
      titleClassName="text-2xl font-semibold text-slate-900"
      stacked={false}
      look={`@container p-5 sm:p-8 ${cardSurface}`}
      className={className}
    >
      <p className="mt-2 max-w-2xl text-slate-600">{t.intro}</p>
      <LazyPart
        load={loadForms}
        failed={NotLoaded}
        fallback={<Skeleton rows={2} label={t.loading} />}
      />
    </SectionCard>
  );
}
