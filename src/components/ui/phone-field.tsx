import { useTexts } from '@/lib/i18n/texts';
import { uiTexts } from './texts';
import type { ComponentProps } from 'react';
import { TextField } from './text-field';
import { sanitizePhone } from '@/lib/validation';

type Props = Omit<ComponentProps<typeof TextField>, 'label' | 'prefix' | 'type'> & {
  label?: string;
};

/** A mobile number: digits only, at most 10; a pasted '+91 98765-43210' becomes 9876543210. */
export function PhoneField({ onChange, label, ...input }: Props) {
  const t = useTexts(uiTexts);
  return (
    <TextField
      label={label ?? t.mobileNumber}
      prefix="+91"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      {...input}
      onChange={(event) => {
        event.target.value = sanitizePhone(event.target.value);
        onChange?.(event);
      }}
    />
  );
}
