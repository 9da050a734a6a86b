import type * as z from 'zod/mini';

/** A Web Storage area that never throws (private browsing and disabled storage included). */
const storageIn = (area: () => Storage) => ({
  get(key: string): string | null {
    try {
      return area().getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      area().setItem(key, value);
    } catch {
      // Not remembering is acceptable; failing the page is not.
    }
  },
  /**
   * A JSON value kept under `key`, parsed with `schema`: storage is untrusted input (another
   * script, an extension or a person may have changed it). What does not parse is forgotten.
   */
  readJson<T>(key: string, schema: z.ZodMiniType<T>): T | undefined {
    const raw = this.get(key);
    if (raw === null) return undefined;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON: forgotten below, like any other value that does not parse.
    }
    this.remove(key);
    return undefined;
  },
  remove(key: string): void {
    try {
      area().removeItem(key);
    } catch {
      // Nothing was remembered.
    }
  },
  /** Forgets every value whose key starts with `prefix`. */
  removeStartingWith(prefix: string): void {
    try {
      const store = area();
      const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
      for (const key of keys) if (key.startsWith(prefix)) store.removeItem(key);
    } catch {
      // Nothing was remembered.
    }
  },
});

/** Kept in this browser until removed. */
export const storage = storageIn(() => window.localStorage);
/** Kept for this tab only, through reloads, gone when the tab closes. */
export const tabStorage = storageIn(() => window.sessionStorage);

export const storageKeys = {
  cookieNotice: 'cookie-notice-acknowledged',
  welcome: 'welcome',
  /** The language chosen on this device for this host (a code of src/lib/i18n/languages.ts). */
  locale: 'lark-locale',
  /** (tab) The number a login code was sent to, so a reload stays on the code step. */
  loginPhone: 'login:phone',
  /** (tab) How far each page of this tab's history was scrolled, so Back returns there. */
  scrollPositions: 'scroll:positions',
  /** (tab) The margin shortfall the customer hid for this session; a larger one shows again. */
  hiddenShortfall: 'loan:hidden-shortfall',
  /** (tab) The rate change whose notice the customer hid for this session (JSON: its day and rate). */
  hiddenRateChange: 'loan:hidden-rate-change',
  /**
   * (tab) Why this tab was signed out, for /login to say ('elsewhere': in another tab,
   * 'unauthorized': the server ended the session).
   */
  signOutNotice: 'login:notice',
  /** (tab) What a person had typed in a form when the server ended the session (never a token). */
  draftPrefix: 'draft:',
  draft: (form: string) => `draft:${form}`,
  /** When the customer was last active in any tab (ms since 1970), for the idle sign-out. */
  activeAt: 'session:active-at',
  /** Set when the idle limit ended the session, for /login to say so in every tab; until a login. */
  idleSignOut: 'session:idle-sign-out',
  /** The last partner lookup's answer for a host label. */
  partner: (label: string) => `partner:${label}`,
} as const;
