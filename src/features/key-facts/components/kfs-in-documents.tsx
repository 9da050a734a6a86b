import { useQuery } from '@tanstack/react-query';
import { DocumentIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { safeWebUrl } from '@/lib/safe-contact';
import { documentsQuery } from '@/loan/api/documents';
import { keyFactsTexts } from '../texts';

/**
 * Where the lender has not sent the key facts (404): the Key Facts Statement among the loan's
 * documents, when there is one with a link the portal opens (docs/product.md#key-facts).
 */
export function KfsInDocuments() {
  const t = useTexts(keyFactsTexts);
  const kfs = useQuery({
    ...documentsQuery,
    select: (documents) =>
      documents?.flatMap((document) => {
        const url = safeWebUrl(document.url, window.location.hostname);
        return document.type === 'KFS' && url ? [{ ...document, url }] : [];
      })[0],
  }).data;
  if (!kfs) return null;
  return (
    <p className="mt-2 text-slate-700">
      {t.kfsInDocuments}{' '}
      <a
        href={kfs.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-brand-800 underline hover:text-brand-900"
      >
        <DocumentIcon className="size-4 shrink-0" />
        {t.statementTitle}
        {kfs.issued_at ? ` (${formatDate(kfs.issued_at)})` : ''}
        <span className="sr-only"> {t.opensNewTab}</span>
      </a>
    </p>
  );
}
