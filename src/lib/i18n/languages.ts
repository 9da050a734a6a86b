/**
 * The portal's languages, the one list that everything about a language reads (docs/i18n.md):
 * the texts' loader (src/lib/i18n/texts.ts), the choice and `<html lang>` (locale.ts), the
 * language switch, dates and plurals (Intl), the build's prerendered /login (one page per
 * language) and, through the pages the build writes, the nginx configuration.
 *
 * Adding a language is an entry here and, beside each area's English `texts.ts`, its
 * `texts.<code>.ts` (`change-texts.ta.ts` beside `change-texts.ts`): each area loads the
 * file of the language chosen by its code, so no other file names a language.
 *
 * Pure data, no browser API: the build's Node code reads it too (tooling/prerender-login.ts).
 */
export const LANGUAGES = [
  {
    code: 'en',
    /** Its name in its own script, never translated: a reader finds theirs whatever is on screen. */
    name: 'English',
    /** On a phone's top bar, where a whole name has no room. */
    short: 'EN',
    /** BCP 47: `<html lang>`, Intl's dates and plurals, the API's Accept-Language. */
    tag: 'en-IN',
    /**
     * 'source': the texts are the objects written in the code (`texts.ts`), there at once.
     * 'lazy': each area's `texts.<code>.ts`, a chunk of its own, loaded only when chosen.
     */
    catalogues: 'source',
    /** A date's month: 'short' ('5 Jan 2027') or 'long' ('5 जनवरी 2027'). */
    month: 'short',
    /** A time's part of the day: Intl's 'am-pm' ('2:30 pm'), or in 'words' ('दोपहर 2:30'). */
    dayPeriod: 'am-pm',
  },
  {
    code: 'hi',
    name: 'हिन्दी',
    short: 'हिन्दी',
    tag: 'hi-IN',
    catalogues: 'lazy',
    // 'नव॰', 'दिस॰' read as clipped; a Latin 'pm' inside a Hindi sentence reads as English.
    month: 'long',
    dayPeriod: 'words',
  },
  {
    code: 'mr',
    name: 'मराठी',
    short: 'मराठी',
    tag: 'mr-IN',
    catalogues: 'lazy',
    month: 'long',
    dayPeriod: 'words',
  },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type Locale = Language['code'];
/** A language whose texts load when chosen: every one but the source. */
export type LazyLocale = Extract<Language, { catalogues: 'lazy' }>['code'];

/** The source language: the texts in the code, and the choice when nothing else decides. */
export const SOURCE: Locale = 'en';

export const LOCALES: readonly Locale[] = LANGUAGES.map((language) => language.code);

/** One of the codes above; anything else (a number, null, 'tamil') is not. */
export const isLocale = (value: unknown): value is Locale =>
  (LOCALES as readonly unknown[]).includes(value);

export const languageOf = (code: Locale): Language =>
  LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];

/** Whether a language's texts load when chosen (every one but the source). */
export const isLazy = (code: Locale): code is LazyLocale => languageOf(code).catalogues === 'lazy';
