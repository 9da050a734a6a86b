import { LoadingSpinner } from '@/components/ui/spinner';
import { useTexts } from '@/lib/i18n/texts';
import { appTexts } from './texts';

/** A spinner, its words for screen readers only: the same as index.html shows before the app. */
export function LoadingScreen() {
  const t = useTexts(appTexts);
  return <LoadingSpinner label={t.loading} className="min-h-[60dvh] items-center" size="size-8" />;
}
