import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { useTexts } from '@/lib/i18n/texts';
import { autopayTexts } from '../texts';

/** The section, when its own code did not arrive (offline): a way to ask for it again. */
export function AutopayNotLoaded({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(autopayTexts);
  return (
    <SectionCard title={t.heading}>
      <LoadError message={t.loadFailed} onRetry={onRetry} />
    </SectionCard>
  );
}
