import { controlClass, FormField } from '@/components/ui/form-field';
import type { Filters } from '../transaction-filters';
import { STATUS_WORDS } from '../transaction-rules';

const TYPE_LABELS = { all: 'All', withdrawals: 'Withdrawals', repayments: 'Repayments' };
const STATUS_LABELS = { all: 'All', ...STATUS_WORDS };
const RANGE_LABELS = {
  all: 'All time',
  month: 'This month',
  '3m': 'Last 3 months',
  fy: 'This financial year',
  custom: 'Custom dates',
};

type Props = { filters: Filters; today: string; onChange: (filters: Filters) => void };

/**
 * Type, status and period (docs/product.md#transactions): each change applies at once and lands in
 * the URL.
 */
export function TransactionFilterBar({ filters, today, onChange }: Props) {
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  const reversed = filters.from && filters.to && filters.from > filters.to;
  return (
    <div
      role="group"
      aria-label="Filter transactions"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3"
    >
      <Choice
        label="Type"
        value={filters.type}
        labels={TYPE_LABELS}
        onChange={(type) => set({ type })}
      />
      <Choice
        label="Status"
        value={filters.status}
        labels={STATUS_LABELS}
        onChange={(status) => set({ status })}
      />
      <Choice
        label="Period"
        className="col-span-2 sm:col-span-1"
        value={filters.range}
        labels={RANGE_LABELS}
        onChange={(range) => set({ range, from: undefined, to: undefined })}
      />
      {filters.range === 'custom' ? (
        <div className="col-span-2 grid grid-cols-2 gap-3 sm:col-span-3 sm:grid-cols-3">
          <FormField label="From">
            {(control) => (
              <input
                {...control}
                type="date"
                value={filters.from ?? ''}
                max={today}
                onChange={(event) => set({ from: event.target.value || undefined })}
                className={`${controlClass()} min-h-11`}
              />
            )}
          </FormField>
          <FormField label="To">
            {(control) => (
              <input
                {...control}
                type="date"
                value={filters.to ?? ''}
                min={filters.from}
                onChange={(event) => set({ to: event.target.value || undefined })}
                className={`${controlClass()} min-h-11`}
              />
            )}
          </FormField>
          {reversed ? (
            <p role="alert" className="col-span-2 self-end pb-2 text-sm text-red-700 sm:col-span-1">
              The start date is after the end date.
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
  const values = Object.keys(props.labels) as T[];
  return (
    <FormField label={props.label} className={props.className}>
      {(control) => (
        <select
          {...control}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as T)}
          className={`${controlClass()} min-h-11`}
        >
          {values.map((value) => (
            <option key={value} value={value}>
              {props.labels[value]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
