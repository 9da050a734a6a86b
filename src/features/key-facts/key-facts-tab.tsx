import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useTexts } from '@/lib/i18n/texts';
import { loadable } from '@/lib/query/loadable';
import { keyFactsQuery } from '@/loan/api/key-facts';
import { ChargesCard } from './components/charges-card';
import { KeyFactsDownload } from './components/key-facts-download';
import { KfsInDocuments } from './components/kfs-in-documents';
import { LineTerms } from './components/line-terms';
import { RateCard } from './components/rate-card';
import { keyFactsTexts } from './texts';

/**
 * /loan's 'Key facts' tab (docs/product.md#key-facts): the line's Key Facts Statement. Its own
 * lazy chunk, loaded when the tab opens. An answer that does not parse is a failed read.
 */
export function KeyFactsTab() {
  const facts = loadable(useQuery(keyFactsQuery));
  const t = useTexts(keyFactsTexts);
  if (facts.status === 'loading') return <Skeleton label={t.loading} />;
  if (facts.status === 'error') return <LoadError message={t.failed} onRetry={facts.retry} />;
  if (facts.data === null)
    return (
      <div>
        <p className="text-slate-700">{t.notSent}</p>
        <KfsInDocuments />
      </div>
    );
  return (
    <div className="space-y-6">
      <KeyFactsDownload facts={facts.data} />
      <RateCard facts={facts.data} />
      <ChargesCard facts={facts.data} />
      <LineTerms facts={facts.data} />
    </div>
  );
}
