/** Languages the specs read dates in. */
export type DateLang = 'en' | 'hi' | 'mr';

/**
 * The Indian day `days` from today as the portal writes it, in Latin digits with each language's
 * months as src/lib/i18n/languages.ts has them: '29 Nov 2026', '29 नवंबर 2026', or without the
 * year ('29 Nov') where a page leaves it out.
 */
export function indianDay(days: number, lang: DateLang = 'en', year = true): string {
  return new Intl.DateTimeFormat(`${lang}-IN`, {
    day: 'numeric',
    month: lang === 'en' ? 'short' : 'long',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }).format(new Date(Date.now() + days * 86_400_000));
}
