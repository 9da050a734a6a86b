import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { storage, storageKeys } from '@/lib/storage';
import { isLocale, languageOf, SOURCE, type Locale } from './languages';

/**
 * The language the portal speaks, one of ./languages.ts (docs/i18n.md). Chosen, in this order, by
 * a `?lang=` in the address (an SMS link), the choice kept on this device for this host, and on a
 * first visit the browser's first language. It is the `<html lang>` from the first render on, so
 * the browser picks the script's font and screen readers read it in that language.
 */
export type { Locale } from './languages';

/** The BCP 47 tag for `<html lang>`, for Intl and for the API's Accept-Language. */
export const languageTag = (locale: Locale): string => languageOf(locale).tag;

/**
 * The choice is kept in a cookie too, for nginx: it serves a Hindi reader the prerendered /login
 * in Hindi (docs/decisions/0007-prerendered-login.md). Per host like the storage, sent only to
 * this site's own pages (Lax); it says a language, nothing about the person.
 */
function keep(locale: Locale): void {
  storage.set(storageKeys.locale, locale);
  if (Cookies.get(storageKeys.locale) === locale) return;
  Cookies.set(storageKeys.locale, locale, {
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    expires: 365,
  });
}

function firstLocale(): Locale {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(asked)) {
    keep(asked);
    return asked;
  }
  const kept = storage.get(storageKeys.locale);
  if (isLocale(kept)) {
    // A choice made before the cookie existed reaches nginx from now on.
    keep(kept);
    return kept;
  }
  const browser = (navigator.languages[0] ?? navigator.language).toLowerCase().split('-')[0];
  return isLocale(browser) ? browser : SOURCE;
}

let current: Locale | undefined;
const listeners = new Set<() => void>();

/** Makes `locale` the language of the page, and returns it. */
function apply(locale: Locale): Locale {
  current = locale;
  document.documentElement.lang = languageTag(locale);
  for (const listener of listeners) listener();
  return locale;
}

/**
 * The language of the prerendered /login: the one the build renders it in, and in the browser the
 * one of the page being hydrated. The hydration render speaks it, as the HTML does.
 */
let hydrationLocale: Locale = SOURCE;
export function setHydrationLocale(locale: Locale): void {
  hydrationLocale = locale;
}

/** The language now; outside React (a toast, a validation message) as inside it. */
export function getLocale(): Locale {
  // The build's prerender has no page to read a choice from.
  if (typeof window === 'undefined') return hydrationLocale;
  return current ?? apply(firstLocale());
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
  keep(locale);
  apply(locale);
}

/** Calls `listener` at every switch, of this tab or followed from another; returns the way to stop. */
export function onLocaleChange(listener: () => void): () => void {
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
  return useSyncExternalStore(onLocaleChange, getLocale, () => hydrationLocale);
}
