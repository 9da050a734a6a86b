import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, whenIdle } from '@/lib/first-page';

afterEach(() => vi.unstubAllGlobals());

// As a test's page is after its file has ended: a wait that was pending then (the shell's
// 'quiet' preloads, 3 s after the first page) once threw 'window is not defined' where nothing
// could catch it, and failed the whole unit run without failing a test.
describe('the first page’s waits, once the page is gone', () => {
  it('end, and do not throw', async () => {
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('requestIdleCallback', undefined);
    await expect(afterPaint()).resolves.toBeUndefined();
    await expect(whenIdle()).resolves.toBeUndefined();
  });
});
