/** The Indian day `days` from today as the portal writes it: '18 Dec 2026', '18 दिसंबर 2026'. */
export function indianDay(days: number, lang: 'en' | 'hi'): string {
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: lang === 'hi' ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }).format(new Date(Date.now() + days * 86_400_000));
}
