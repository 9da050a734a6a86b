import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { COOKIE_NOTICE_KEY, FIRST_PAINT_SCRIPT, NOTICE_SEEN } from '../../scripts/first-paint.mjs';

/** Runs the script as the prerendered page's head does. */
const run = () => new Function(FIRST_PAINT_SCRIPT)() as unknown;

afterEach(() => document.documentElement.removeAttribute(NOTICE_SEEN));

describe('the prerendered /login’s first-paint script', () => {
  it('reads the acknowledgement where the cookie notice keeps it', () => {
    expect(COOKIE_NOTICE_KEY).toBe(storageKeys.cookieNotice);
  });

  it('marks the page of a visitor who acknowledged the notice, and no other', () => {
    run();
    expect(document.documentElement).not.toHaveAttribute(NOTICE_SEEN);
    localStorage.setItem(storageKeys.cookieNotice, 'false');
    run();
    expect(document.documentElement).not.toHaveAttribute(NOTICE_SEEN);
    localStorage.setItem(storageKeys.cookieNotice, 'true');
    run();
    expect(document.documentElement).toHaveAttribute(NOTICE_SEEN);
  });

  it('leaves the notice’s room when storage cannot be read (private browsing)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(run).not.toThrow();
    expect(document.documentElement).not.toHaveAttribute(NOTICE_SEEN);
  });
});
