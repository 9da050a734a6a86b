import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createStrictContext } from '@/lib/strict-context';

describe('a strict context', () => {
  const [Provider, useValue] = createStrictContext<{ name: string }>('PartnerContext');

  it('gives its provider’s value, a falsy one included', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider value={{ name: 'Acme' }}>{children}</Provider>
    );
    expect(renderHook(useValue, { wrapper }).result.current).toEqual({ name: 'Acme' });
    const [NumberProvider, useNumber] = createStrictContext<number>('Count');
    const zero = ({ children }: { children: ReactNode }) => (
      <NumberProvider value={0}>{children}</NumberProvider>
    );
    expect(renderHook(useNumber, { wrapper: zero }).result.current).toBe(0);
  });

  it('throws, by name, when used outside its provider', () => {
    expect(() => renderHook(useValue)).toThrow('PartnerContext is used outside its provider');
  });
});
