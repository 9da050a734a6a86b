import { LANGUAGES } from '@/lib/i18n/languages';
import { setLocale, useLocale } from '@/lib/i18n/locale';
import { useTexts } from '@/lib/i18n/texts';
import { uiTexts } from './texts';

const buttonClass =
  'min-h-9 rounded font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white';

/**
 * 'English' / 'हिन्दी' (the languages of src/lib/i18n/languages.ts, each named in its own
 * script and never translated): the language of the whole portal, kept on this device for this
 * host. The texts on screen load before the switch, so nothing typed is lost and nothing flashes.
 * `compact`: on a phone's top bar, where the whole group has no room, a button for each language
 * not on screen names it shortly ('EN') and switches to it; from `sm` up the group shows.
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
  return (
    <>
      {compact
        ? LANGUAGES.filter((other) => other.code !== locale).map((other) => (
            <button
              key={other.code}
              type="button"
              lang={other.tag}
              translate="no"
              aria-label={other.name}
              onClick={() => void setLocale(other.code)}
              className={`shrink-0 border border-slate-300 bg-white px-2 text-sm sm:hidden ${buttonClass} ${className}`}
            >
              {other.short}
            </button>
          ))
        : null}
      <div
        role="group"
        aria-label={t.language}
        className={`${compact ? 'hidden sm:inline-flex' : 'inline-flex'} shrink-0 rounded-md border border-slate-300 bg-white p-0.5 text-sm ${className}`}
      >
        {LANGUAGES.map((option) => (
          <button
            key={option.code}
            type="button"
            lang={option.tag}
            translate="no"
            aria-pressed={option.code === locale}
            onClick={() => void setLocale(option.code)}
            className={`px-2.5 ${buttonClass}`}
          >
            {option.name}
          </button>
        ))}
      </div>
    </>
  );
}
