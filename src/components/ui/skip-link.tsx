import { useTexts } from '@/lib/i18n/texts';
import { uiTexts } from './texts';

/**
 * 'Skip to content': the first thing a keyboard reaches, hidden until it has focus, leading to
 * the element with `target` as its id (which takes focus: give it tabIndex={-1}).
 */
export function SkipLink({ target }: { target: string }) {
  const t = useTexts(uiTexts);
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t.skipToContent}
    </a>
  );
}
