const looks = {
  regular: { group: 'rounded-xl', button: 'rounded-lg px-4 py-2' },
  compact: { group: 'rounded-lg', button: 'rounded-md px-3 py-1.5 whitespace-nowrap' },
};

/**
 * One of a few views of what is shown (a filter, a range): a named group of buttons, the chosen
 * one pressed. Each choice applies at once.
 */
export function PressedChoice<T extends string | number>({
  label,
  options,
  value,
  optionLabel,
  onChange,
  look = 'regular',
  className = '',
}: {
  label: string;
  options: readonly T[];
  value: T;
  optionLabel: (option: T) => string;
  onChange: (option: T) => void;
  look?: keyof typeof looks;
  className?: string;
}) {
  const { group, button } = looks[look];
  return (
    <div
      role="group"
      aria-label={label}
      className={`${className} inline-flex gap-1 bg-slate-100 p-1 ${group}`}
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={`${button} text-sm font-semibold text-slate-700 hover:bg-white/70 aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow-sm`}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
