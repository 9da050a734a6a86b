import { EARLY_READS_SCRIPT, EARLY_READS_SETTINGS } from '../../scripts/early-reads.mjs';
import { onTestFinished } from 'vitest';
import { EARLY_READS_GLOBAL } from '@/config/constants';
import { earlyReadsSettings } from '../../tooling/early-reads';

/**
 * The signed-in first reads the page's HTML sends before its code arrives (scripts/early-reads.mjs,
 * src/lib/early-reads.ts; docs/performance.md#the-first-reads-sent-by-the-html), with the settings
 * a build of the tests' configuration writes beside the script.
 */
export function htmlSendsFirstReads(timeout?: number) {
  // What one test's HTML sent is not the next test's.
  onTestFinished(() => {
    Reflect.deleteProperty(globalThis, EARLY_READS_GLOBAL);
  });
  const settings = JSON.parse(earlyReadsSettings(import.meta.env)) as Record<string, unknown>;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = EARLY_READS_SETTINGS;
  block.textContent = JSON.stringify({ ...settings, ...(timeout ? { timeout } : {}) });
  document.head.append(block);
  // The script as the page runs it (jsdom runs no script of the page's own).
  new Function(EARLY_READS_SCRIPT)();
  block.remove();
}
