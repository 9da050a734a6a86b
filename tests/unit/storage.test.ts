import * as z from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const schema = z.object({ name: z.string() });

let { storage, storageKeys, tabStorage } = await import('@/lib/storage');
beforeEach(async () => {
  // A fresh module for each test: its two storage areas are made as it loads.
  vi.resetModules();
  ({ storage, storageKeys, tabStorage } = await import('@/lib/storage'));
});

describe('web storage', () => {
  it('keeps values in this browser, and tab values for this tab only', () => {
    storage.set('a', '1');
    tabStorage.set('b', '2');
    expect(storage.get('a')).toBe('1');
    expect(localStorage.getItem('a')).toBe('1');
    expect(tabStorage.get('b')).toBe('2');
    expect(sessionStorage.getItem('b')).toBe('2');
    expect(storage.get('b')).toBeNull();
    storage.remove('a');
    expect(storage.get('a')).toBeNull();
  });

  it('never throws when the browser refuses storage (private browsing, disabled storage)', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const spies = (['getItem', 'setItem', 'removeItem'] as const).map((method) =>
      vi.spyOn(Storage.prototype, method).mockImplementation(refuse),
    );
    try {
      expect(storage.get('a')).toBeNull();
      expect(() => storage.set('a', '1')).not.toThrow();
      expect(() => tabStorage.remove('a')).not.toThrow();
      expect(storage.readJson('a', schema)).toBeUndefined();
    } finally {
      // The clean-up after each test uses storage.
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  it('reads back a JSON value that parses with its schema', () => {
    storage.set('partner:acme', JSON.stringify({ name: 'Acme' }));
    expect(storage.readJson('partner:acme', schema)).toEqual({ name: 'Acme' });
    expect(storage.readJson('missing', schema)).toBeUndefined();
    // Missing is not a kept null, even where null would parse.
    expect(storage.readJson('missing', z.nullable(schema))).toBeUndefined();
  });

  it.each([
    ['not JSON', '{"name":'],
    ['the wrong shape', '{"name":{"toString":null}}'],
  ])('forgets a value that is %s', (_, raw) => {
    tabStorage.set('k', raw);
    expect(tabStorage.readJson('k', schema)).toBeUndefined();
    expect(sessionStorage.getItem('k')).toBeNull();
  });

  it('forgets every value under a prefix, and only those', () => {
    tabStorage.set(storageKeys.draft('contact'), '{}');
    tabStorage.set(storageKeys.draft('pan'), '{}');
    tabStorage.set(storageKeys.loginPhone, '9876543210');
    tabStorage.removeStartingWith(storageKeys.draftPrefix);
    expect(tabStorage.get(storageKeys.draft('contact'))).toBeNull();
    expect(tabStorage.get(storageKeys.draft('pan'))).toBeNull();
    expect(tabStorage.get(storageKeys.loginPhone)).toBe('9876543210');
  });

  it('names a partner’s entry by its host label', () => {
    expect(storageKeys.partner('acme')).toBe('partner:acme');
  });
});
