import { languageTag, LOCALES, setLocale, useLocale, type Locale } from '@/lib/i18n/locale';
import { useTexts } from '@/lib/i18n/texts';
import { uiTexts } from './texts';

/**
 * Each language's name in its own script, so a reader finds theirs whatever is on screen; never
 * translated (`translate="no"`). On a phone's top bar English is 'EN', the start of its name.
 */
const names: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };
const shortNames: Record<Locale, string> = { en: 'EN', hi: 'हिन्दी' };

const buttonClass =
  'min-h-9 rounded font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white';

/**
 * 'English' / 'हिन्दी': the language of the whole portal, kept on this device for this host.
 * The texts on screen load before the switch, so nothing typed is lost and nothing flashes.
 * `compact`: on a phone's top bar, where the pair has no room, one button names the other
 * language and switches to it; from `sm` up the pair shows.
 */
export function LanguageSwitch({
  className = '',
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const t = useTexts(uiTexts);
  const locale = useLocale();
  const other = LOCALES.find((option) => option !== locale) ?? 'en';
  return (
    <>
      {compact ? (
        <button
          type="button"
          lang={languageTag[other]}
          translate="no"
          aria-label={names[other]}
          onClick={() => void setLocale(other)}
          className={`shrink-0 border border-slate-300 bg-white px-2 text-sm sm:hidden ${buttonClass} ${className}`}
        >
          {shortNames[other]}
        </button>
      ) : null}
      <div
        role="group"
        aria-label={t.language}
        className={`${compact ? 'hidden sm:inline-flex' : 'inline-flex'} shrink-0 rounded-md border border-slate-300 bg-white p-0.5 text-sm ${className}`}
      >
        {LOCALES.map((option) => (
          <button
            key={option}
            type="button"
            lang={languageTag[option]}
            translate="no"
            aria-pressed={option === locale}
            onClick={() => void setLocale(option)}
            className={`px-2.5 ${buttonClass}`}
          >
            {names[option]}
          </button>
        ))}
      </div>
    </>
  );
}
