import { DateField } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/select-field';
import { useTexts } from '@/lib/i18n/texts';
import { customRangeProblem, type Period } from '../period-rules';
import { statementTexts } from '../texts';

export type PeriodKind = 'this' | 'last' | 'custom';
export type PeriodChoiceValue = { kind: PeriodKind; from: string; to: string };

/** The period's refusal, said on the page (nothing is asked for then), or the period to ask for. */
export function chosenPeriod(
  choice: PeriodChoiceValue,
  years: Record<'this' | 'last', Period>,
  today: string,
): Period | ReturnType<typeof customRangeProblem> {
  if (choice.kind !== 'custom') return years[choice.kind];
  return customRangeProblem(choice.from, choice.to, today) ?? { from: choice.from, to: choice.to };
}

type Props = {
  value: PeriodChoiceValue;
  today: string;
  problem?: string;
  onChange: (value: PeriodChoiceValue) => void;
};

/** 'This financial year' (the default), 'Last financial year' or custom dates. */
export function PeriodChoice({ value, today, problem, onChange }: Props) {
  const t = useTexts(statementTexts);
  const labels: Record<PeriodKind, string> = {
    this: t.thisFinancialYear,
    last: t.lastFinancialYear,
    custom: t.customDates,
  };
  const set = (change: Partial<PeriodChoiceValue>) => onChange({ ...value, ...change });
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <SelectField
        label={t.period}
        className="col-span-2 sm:col-span-1"
        value={value.kind}
        options={Object.keys(labels) as PeriodKind[]}
        optionLabel={(kind) => labels[kind]}
        onChange={(event) => set({ kind: event.target.value as PeriodKind })}
      />
      {value.kind === 'custom' ? (
        <>
          <DateField
            label={t.from}
            value={value.from}
            max={today}
            problem={problem}
            onChange={(from) => set({ from })}
          />
          <DateField
            label={t.to}
            value={value.to}
            max={today}
            problem={problem}
            onChange={(to) => set({ to })}
          />
          {problem ? (
            <p role="alert" className="col-span-2 text-sm font-medium text-red-700 sm:col-span-3">
              {problem}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
