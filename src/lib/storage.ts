import type * as z from 'zod/mini';

/** Local storage that never throws (private browsing and disabled storage included). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
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
      window.localStorage.removeItem(key);
    } catch {
      // Nothing was remembered.
    }
  },
};

export const storageKeys = {
  cookieNotice: 'cookie-notice-acknowledged',
  welcome: 'welcome',
  /** The last partner lookup's answer for a host label. */
  partner: (label: string) => `partner:${label}`,
} as const;
