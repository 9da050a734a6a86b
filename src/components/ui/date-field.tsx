import { controlClass, FormField } from './form-field';

/**
 * A labelled day (the browser's date picker), within `min` and `max` where given. `problem`
 * marks it, as a period that does not hold is marked; the words of it are said beside the fields.
 */
export function DateField({
  label,
  value,
  min,
  max,
  problem,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  problem?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <input
          {...control}
          type="date"
          value={value}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
          className={`${controlClass(problem)} min-h-11`}
        />
      )}
    </FormField>
  );
}
