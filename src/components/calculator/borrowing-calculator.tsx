import { lazy, Suspense, useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { whenFirstPageDrawn } from '@/lib/first-page';

// Its forms bring react-hook-form and zod: they load once the page around them is drawn, so they
// never compete with its first paint.
const CalculatorForms = lazy(() =>
  whenFirstPageDrawn()
    .then(() => import('./calculator-forms'))
    .then((m) => ({ default: m.CalculatorForms })),
);

/** 'How much can I borrow?': the FAQ's figures worked out for the customer's own holdings. */
export function BorrowingCalculator({ className = '' }: { className?: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`@container rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8 ${className}`}
    >
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        How much can I borrow?
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        Up to 45% of the value of equity mutual funds, 50% of shares and 80% of debt mutual funds,
        from ₹50,000 to ₹5 crore. Enter what your investments are worth today.
      </p>
      <Suspense fallback={<Skeleton rows={2} label="Loading the calculator" />}>
        <CalculatorForms />
      </Suspense>
    </section>
  );
}
