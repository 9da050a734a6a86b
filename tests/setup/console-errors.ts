import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * Any console.error is a defect: React warnings, failed renders, unhandled requests. Every test
 * file loads this, the page's setup (vitest.setup.ts) and the pure tests' (vitest.node-setup.ts).
 * Its hooks are registered first, so its check runs after every other afterEach.
 */
let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
