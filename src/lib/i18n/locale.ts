import { useSyncExternalStore } from 'react';
import { storage, storageKeys } from '@/lib/storage';

/**
 * The language the portal speaks: English or Hindi (docs/i18n.md). Chosen, in this order, by a
 * `?lang=` in the address (an SMS link), the choice kept on this device for this host, and on a
 * first visit the browser's first language. It is the `<html lang>` from the first render on, so
 * the browser picks a Devanagari font and screen readers read it in Hindi.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The BCP 47 tag for `<html lang>` and for Intl. */
export const languageTag: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

function firstLocale(): Locale {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(asked)) {
    storage.set(storageKeys.locale, asked);
    return asked;
  }
  const kept = storage.get(storageKeys.locale);
  if (isLocale(kept)) return kept;
  const browser = navigator.languages[0] ?? navigator.language;
  return browser.toLowerCase().split('-')[0] === 'hi' ? 'hi' : 'en';
}

let current: Locale | undefined;
const listeners = new Set<() => void>();

function apply(locale: Locale): void {
  current = locale;
  document.documentElement.lang = languageTag[locale];
  for (const listener of listeners) listener();
}

/** The language now; outside React (a toast, a validation message) as inside it. */
export function getLocale(): Locale {
  if (current === undefined) apply(firstLocale());
  return current ?? 'en';
}

/** Called before each switch takes effect: what the new language needs is loaded first. */
let prepare: (locale: Locale) => Promise<unknown> = () => Promise.resolve();
export function prepareSwitchWith(load: (locale: Locale) => Promise<unknown>): void {
  prepare = load;
}

/**
 * Switches this tab, and through storage every other tab of this host. The texts on screen are
 * loaded before anything changes, so nothing flashes and no form loses what was typed.
 */
export async function setLocale(locale: Locale): Promise<void> {
  await prepare(locale);
  storage.set(storageKeys.locale, locale);
  apply(locale);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', followOtherTab);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', followOtherTab);
  };
}

function followOtherTab(event: StorageEvent): void {
  if (event.key !== storageKeys.locale || !isLocale(event.newValue)) return;
  if (event.newValue !== current) void setLocale(event.newValue);
}

/** The language, re-rendering the caller when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, () => 'en');
}
