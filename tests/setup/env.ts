import { afterAll, beforeAll, onTestFinished, vi } from 'vitest';
import { resetEnv } from '@/config/env';

type Values = Record<string, string>;

function apply(values: Values): void {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetEnv();
}

function restore(): void {
  vi.unstubAllEnvs();
  resetEnv();
}

/** The portal runs with `values` over the demo's configuration until this test ends. */
export function configure(values: Values): void {
  apply(values);
  onTestFinished(restore);
}

/** This file's portal runs with `values` over the demo's configuration, in every test. */
export function configureFile(values: Values): void {
  beforeAll(() => apply(values));
  afterAll(restore);
}
