import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/lib/i18n/texts';
import { appTexts } from './texts';

/** A spinner, its words for screen readers only: the same as index.html shows before the app. */
export function LoadingScreen() {
  const t = useTexts(appTexts);
  return (
    <div role="status" className="flex min-h-[60dvh] items-center justify-center text-brand-700">
      <Spinner className="size-8" />
      <span className="sr-only">{t.loading}</span>
    </div>
  );
}
