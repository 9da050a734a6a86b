// @vitest-environment-options {"url": "https://portal.example.in/login"}
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { storageKeys } from '@/lib/storage';

describe('a switch on https (every deployed host)', () => {
  it('is kept in a Secure cookie, sent to this site’s pages only over https', async () => {
    const set = vi.spyOn(Cookies, 'set');
    await setLocale('hi');
    expect(set).toHaveBeenCalledWith(storageKeys.locale, 'hi', {
      path: '/',
      sameSite: 'Lax',
      secure: true,
      expires: 365,
    });
    expect(Cookies.get(storageKeys.locale)).toBe('hi');
  });
});
