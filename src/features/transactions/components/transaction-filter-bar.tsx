import { DateField } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/select-field';
import { useTexts } from '@/lib/i18n/texts';
import type { Filters } from '../transaction-filters';
import { rangeLabels, statusLabels, typeLabels } from '../filter-words';
import { transactionTexts } from '../transaction-texts';

/** `onChange` gets what changed: two quick changes must not undo each other (see setFilters). */
type Props = { filters: Filters; today: string; onChange: (change: Partial<Filters>) => void };

/**
 * Type, status and period (docs/product.md#transactions): each change applies at once and lands in
 * the URL.
 */
export function TransactionFilterBar({ filters, today, onChange }: Props) {
  const t = useTexts(transactionTexts);
  const reversed = filters.from && filters.to && filters.from > filters.to;
  return (
    <div role="group" aria-label={t.filter} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Choice
        label={t.type}
        value={filters.type}
        labels={typeLabels(t)}
        onChange={(type) => onChange({ type })}
      />
      <Choice
        label={t.status}
        value={filters.status}
        labels={statusLabels(t)}
        onChange={(status) => onChange({ status })}
      />
      <Choice
        label={t.period}
        className="col-span-2 sm:col-span-1"
        value={filters.range}
        labels={rangeLabels(t)}
        onChange={(range) => onChange({ range, from: undefined, to: undefined })}
      />
      {filters.range === 'custom' ? (
        <div className="col-span-2 grid grid-cols-2 gap-3 sm:col-span-3 sm:grid-cols-3">
          <DateField
            label={t.from}
            value={filters.from ?? ''}
            max={today}
            onChange={(from) => onChange({ from: from || undefined })}
          />
          <DateField
            label={t.to}
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(to) => onChange({ to: to || undefined })}
          />
          {reversed ? (
            <p role="alert" className="col-span-2 self-end pb-2 text-sm text-red-700 sm:col-span-1">
              {t.reversed}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function Choice<T extends string>(props: {
  label: string;
  className?: string;
  value: T;
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <SelectField
      label={props.label}
      className={props.className}
      value={props.value}
      options={Object.keys(props.labels) as T[]}
      optionLabel={(value) => props.labels[value]}
      onChange={(event) => props.onChange(event.target.value as T)}
    />
  );
}
