import { afterAll, beforeAll, onTestFinished, vi } from 'vitest';
import { resetEnv } from '@/config/env';

type Values = Record<string, string>;

/** Sets `values` over the demo's configuration; returns how to put back what they replaced. */
function apply(values: Values): () => void {
  const before = Object.keys(values).map((name) => [name, import.meta.env[name]] as const);
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetEnv();
  return () => {
    for (const [name, value] of before) vi.stubEnv(name, value as string | undefined);
    resetEnv();
  };
}

/** The portal runs with `values` over the demo's configuration until this test ends. */
export function stubConfig(values: Values): void {
  onTestFinished(apply(values));
}

/** This file's portal runs with `values` over the demo's configuration, in every test. */
export function stubConfigForFile(values: Values): void {
  let restore: (() => void) | undefined;
  beforeAll(() => {
    restore = apply(values);
  });
  afterAll(() => restore?.());
}
