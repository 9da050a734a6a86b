/**
 * A labelled figure in a description list (`<dl>`): the label, the value, and a note under it. A
 * `strong` figure is the one the eye should find first.
 */
export function Figure({
  label,
  value,
  note,
  strong = false,
}: {
  label: string;
  value: string;
  note?: string;
  strong?: boolean;
}) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        className={`mt-1 font-semibold tabular-nums ${strong ? 'text-2xl text-brand-800' : 'text-lg text-slate-900'}`}
      >
        {value}
        {note ? <span className="block text-sm font-normal text-slate-600">{note}</span> : null}
      </dd>
    </div>
  );
}
