import { LOCALE } from '@/config/constants';
import { languageOf, type Locale } from '@/lib/i18n/languages';
import { getLocale } from '@/lib/i18n/locale';

const rupees = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const paise = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});
const plain = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 4 });
// Statements in India are read in Indian time, wherever the phone thinks it is.
const timeZone = 'Asia/Kolkata';

/**
 * Dates in the language on screen, as its entry in src/lib/i18n/languages.ts has them: '5 Jan 2027,
 * 2:30 pm'; '5 जनवरी 2027, दोपहर 2:30' (the whole month's name, and the part of the day in words
 * rather than a Latin 'pm' inside a Hindi sentence). Amounts and numbers keep Latin digits and
 * Indian grouping in every language, so they are formatted once, in en-IN.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, part: 'day' | 'dayMonth' | 'time'): Intl.DateTimeFormat {
  const key = `${locale}:${part}`;
  let format = dateFormats.get(key);
  if (!format) {
    const { tag, month, dayPeriod } = languageOf(locale);
    format = new Intl.DateTimeFormat(tag, {
      timeZone,
      numberingSystem: 'latn',
      ...(part === 'day'
        ? { day: 'numeric', month, year: 'numeric' }
        : part === 'dayMonth'
          ? { day: 'numeric', month }
          : {
              hour: 'numeric',
              minute: '2-digit',
              hour12: true,
              ...(dayPeriod === 'words' ? { dayPeriod: 'short' } : {}),
            }),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** '₹1,00,000' for whole rupees, '₹1,234.50' with paise: Indian grouping, lakh and crore. */
export function formatRupees(amount: number): string {
  // Whole rupees once rounded to the paisa: a sum's float residue (0.0000001) is not paise.
  return Number.isInteger(Math.round(amount * 100) / 100)
    ? rupees.format(amount)
    : paise.format(amount);
}

/** A figure that may be missing: formatted, or a dash. */
export function orDash(value: number | undefined, format: (value: number) => string): string {
  return value === undefined ? '—' : format(value);
}

export function formatRupeesOrDash(amount: number | undefined): string {
  return orDash(amount, formatRupees);
}

export function formatNumber(value: number): string {
  return plain.format(value);
}

const fixedDecimals = new Map<number, Intl.NumberFormat>();

/**
 * '10.5%', '10.25%'; with `fractionDigits`, exactly that many decimals ('42.0%'), for a figure
 * whose precision is part of what it says (a loan-to-value is read to one decimal).
 */
export function formatPercent(rate: number, fractionDigits?: number): string {
  if (fractionDigits === undefined) return `${plain.format(rate)}%`;
  let format = fixedDecimals.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    fixedDecimals.set(fractionDigits, format);
  }
  return `${format.format(rate)}%`;
}

function toDate(value: string): Date | undefined {
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/**
 * '5 Jan 2027' in the language on screen, or in `locale` (the demo server writes English whatever
 * the portal shows); an unreadable date is shown as it came.
 */
export function formatDate(value: string, locale: Locale = getLocale()): string {
  const parsed = toDate(value);
  return parsed ? dateFormat(locale, 'day').format(parsed) : value;
}

/** '5 Jan' (no year), for a date in a sentence about recent days. */
export function formatDayMonth(value: string): string {
  const parsed = toDate(value);
  return parsed ? dateFormat(getLocale(), 'dayMonth').format(parsed) : value;
}

/** '2:30 pm'; 'दोपहर 2:30': the time of day in India, for a table that puts it under its date. */
export function formatTime(value: string, locale: Locale = getLocale()): string {
  const parsed = toDate(value);
  return parsed ? dateFormat(locale, 'time').format(parsed) : value;
}

/**
 * '5 Jan 2027, 2:30 pm'; '5 जनवरी 2027, दोपहर 2:30': in the language on screen, or in `locale`
 * (a PDF is written in the language it was asked for in).
 */
export function formatDateTime(value: string, locale: Locale = getLocale()): string {
  return toDate(value) ? `${formatDate(value, locale)}, ${formatTime(value, locale)}` : value;
}
