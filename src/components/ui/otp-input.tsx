import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTexts } from '@/lib/i18n/texts';
import { uiTexts } from './texts';

type Props = {
  /** One entry per box: a digit or ''. */
  value: string[];
  onChange: (value: string[]) => void;
  /** Called once every box holds a digit, with the whole code. */
  onComplete?: (code: string) => void;
  label: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Puts the cursor in the first box when the input appears. */
  focusFirst?: boolean;
};

const boxClass =
  'h-11 w-11 min-w-0 flex-initial shrink rounded-lg border text-center text-xl font-semibold text-slate-900 sm:h-12 sm:w-12 disabled:bg-slate-100 ';

/**
 * The one OTP input: single-digit boxes with auto-advance, Backspace on an empty box moving back
 * and clearing the previous one, arrow keys, and a pasted or autofilled code (phones offer the
 * SMS code through autocomplete="one-time-code") filling every box.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  label,
  disabled,
  invalid,
  describedBy,
  focusFirst,
}: Props) {
  const t = useTexts(uiTexts);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, value.length - 1))];
    box?.focus();
    box?.select();
  };

  /** Writes `digits` from box `start` on, then moves on or reports the complete code. */
  const fill = (start: number, digits: string) => {
    const next = [...value];
    [...digits].slice(0, value.length - start).forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onChange(next);
    focus(start + digits.length);
    if (digits && next.every(Boolean)) onComplete?.(next.join(''));
  };

  const handleKey = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text').replace(/\D/g, ''));
  };

  return (
    <div role="group" aria-label={label} className="flex justify-between gap-2 sm:gap-3">
      {value.map((digit, index) => (
        <input
          // The boxes are positional: their index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '');
            if (!digits) {
              const next = [...value];
              next[index] = '';
              onChange(next);
              return;
            }
            // A typed digit replaces the box's own; an autofilled code arrives all at once.
            fill(index, digits.length === 2 && digit ? digits.replace(digit, '') : digits);
          }}
          onKeyDown={handleKey(index)}
          onPaste={handlePaste(index)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t.otpDigit(index + 1, value.length)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is the only thing to do here
          autoFocus={focusFirst && index === 0}
          className={
            boxClass + (invalid ? 'border-red-600' : 'border-slate-300 focus:border-brand-700')
          }
        />
      ))}
    </div>
  );
}

export const emptyOtp = (length: number) => Array.from({ length }, () => '');
