import { TextField } from '@/components/ui/text-field';
import { formatNumber } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { changeTexts } from '../change-texts';

/**
 * One fund's units to release or pledge: a number field typed as people in India write numbers,
 * and 'Max', which fills in the most that may be chosen.
 */
export function UnitsField({
  scheme,
  detail,
  label,
  value,
  max,
  error,
  onChange,
}: {
  scheme: string;
  detail: string;
  label: string;
  value: string;
  max: number;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useTexts(changeTexts);
  return (
    <fieldset className="min-w-0 py-4">
      <legend translate="no" className="float-left w-full font-semibold break-words text-slate-900">
        {scheme}
      </legend>
      <p className="clear-left pt-1 text-sm text-slate-600">{detail}</p>
      <div className="mt-3 flex items-start gap-2">
        <TextField
          label={label}
          className="min-w-0 flex-1"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="mt-7 min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          disabled={max <= 0}
          onClick={() => onChange(formatNumber(max))}
        >
          {t.max}
        </button>
      </div>
    </fieldset>
  );
}
