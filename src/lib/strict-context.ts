import { createContext, use, type Provider } from 'react';

/** A context whose hook throws outside its provider instead of returning a silent default. */
export function createStrictContext<T>(name: string): [Provider<T | null>, () => T] {
  const Context = createContext<T | null>(null);
  Context.displayName = name;
  function useStrictContext(): T {
    const value = use(Context);
    if (value === null) throw new Error(`${name} is used outside its provider`);
    return value;
  }
  return [Context.Provider, useStrictContext];
}
