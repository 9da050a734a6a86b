import { CostForm } from './cost-form';
import { LimitForm } from './limit-form';

export function CalculatorForms() {
  return (
    <div className="mt-6 grid gap-8 @3xl:grid-cols-2 @3xl:gap-10">
      <LimitForm />
      <CostForm />
    </div>
  );
}
