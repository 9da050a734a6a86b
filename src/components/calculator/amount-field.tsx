import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';

/** A rupee amount as typed, lakh commas and all: the schema reads it, the field keeps it. */
export function AmountField(props: ComponentProps<typeof TextField>) {
  return <TextField prefix="₹" inputMode="numeric" autoComplete="off" {...props} />;
}
