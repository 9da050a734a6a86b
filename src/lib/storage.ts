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
