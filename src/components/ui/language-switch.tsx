import { languageTag, LOCALES, setLocale, useLocale, type Locale } from '@/lib/i18n/locale';
import { useTexts } from '@/lib/i18n/texts';
import { uiTexts } from './texts';

/** Each language's name in its own script, so a reader finds theirs whatever is on screen. */
const names: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * 'English' / 'हिन्दी': the language of the whole portal, kept on this device for this host.
 * The texts on screen load before the switch, so nothing typed is lost and nothing flashes.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useTexts(uiTexts);
  const locale = useLocale();
  return (
    <div
      role="group"
      aria-label={t.language}
      className={`inline-flex shrink-0 rounded-md border border-slate-300 bg-white p-0.5 text-sm ${className}`}
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={languageTag[option]}
          aria-pressed={option === locale}
          onClick={() => void setLocale(option)}
          className="min-h-9 rounded px-2.5 font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          {names[option]}
        </button>
      ))}
    </div>
  );
}
