import type { UseFormRegisterReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { codeField } from '@/lib/form';

function field(length: number) {
  const onChange = vi.fn(() => Promise.resolve());
  const registration = {
    name: 'pan',
    onChange,
    onBlur: vi.fn(),
    ref: vi.fn(),
  } as unknown as UseFormRegisterReturn<'pan'>;
  return { onChange, registration, coded: codeField(registration, length) };
}

function type(onChange: UseFormRegisterReturn['onChange'], value: string) {
  const target = { value };
  const event = { target };
  void onChange(event);
  return { target, event };
}

describe('a code field (PAN, IFSC)', () => {
  it('upper-cases what is typed, drops every space and keeps at most its length', () => {
    const { coded, onChange } = field(10);
    const { target, event } = type(coded.onChange, ' abcde 1234f\tz ');
    expect(target.value).toBe('ABCDE1234F');
    // The form sees the cleaned value, through the field's own handler.
    expect(onChange).toHaveBeenCalledWith(event);
  });

  it('keeps a pasted code whole once its spaces have gone (an IFSC of 11)', () => {
    const { coded } = field(11);
    expect(type(coded.onChange, '  sbin0123456  ').target.value).toBe('SBIN0123456');
  });

  it('keeps the rest of the registration as it is', () => {
    const { coded, registration } = field(10);
    expect(coded.name).toBe('pan');
    expect(coded.onBlur).toBe(registration.onBlur);
    expect(coded.ref).toBe(registration.ref);
  });
});
