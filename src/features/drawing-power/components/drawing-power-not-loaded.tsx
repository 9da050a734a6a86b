import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { useTexts } from '@/lib/i18n/texts';
import { drawingPowerTexts } from '../texts';

/** The section, when its own code did not arrive (offline): a way to ask for it again. */
export function DrawingPowerNotLoaded({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(drawingPowerTexts);
  return (
    <SectionCard title={t.heading}>
      <LoadError message={t.loadFailed} onRetry={onRetry} />
    </SectionCard>
  );
}
