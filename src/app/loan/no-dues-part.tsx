import { Button } from '@/components/ui/button';
import { LazyPart } from '@/components/ui/lazy-part';
import { uiTexts } from '@/components/ui/texts';
import { useTexts } from '@/lib/i18n/texts';

/**
 * The no-dues certificate's control in a closed line's documents and on its home: the Statements feature makes
 * the certificate, so its button is that feature's code, loaded only where a closed line shows
 * it (docs/product.md#statements). Code that does not arrive offers to ask for it again.
 */
const loadNoDues = () =>
  import('@/features/statements/components/no-dues-download').then(
    (module) => module.NoDuesDownload,
  );

function NoDuesNotLoaded({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(uiTexts);
  return (
    <Button variant="secondary" className="shrink-0 px-3" onClick={onRetry}>
      {t.tryAgain}
    </Button>
  );
}

/** `named`: the button says what it downloads (where no list of documents says it around it). */
export function NoDuesPart({ named = false }: { named?: boolean }) {
  return <LazyPart load={loadNoDues} failed={NoDuesNotLoaded} fallback={null} props={{ named }} />;
}
