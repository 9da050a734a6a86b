import { WaitingSpinner } from '@/components/ui/waiting-spinner';
import { useTexts } from '@/lib/i18n/texts';
import { eligibilityTexts } from '../texts';

export function RedirectOverlay() {
  const t = useTexts(eligibilityTexts);
  return (
    <WaitingSpinner
      label={t.redirecting}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/90 text-lg font-medium text-brand-800"
      size="size-10"
    />
  );
}
