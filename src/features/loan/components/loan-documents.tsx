import { useQuery } from '@tanstack/react-query';
import { DocumentIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { formatDate } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { safeWebUrl } from '@/lib/safe-contact';
import { loadable } from '@/lib/query/loadable';
import { documentsQuery } from '@/loan/api/documents';
import { documentNames } from '../document-names';
import { loanTexts } from '../texts';

/**
 * The loan's documents as links (docs/product.md#loan-information): only https ones (http too while
 * the portal runs on a localhost host, as the demo does). A server without them (404) shows no
 * section.
 */
export function LoanDocuments() {
  const documents = loadable(useQuery(documentsQuery));
  const t = useTexts(loanTexts);
  if (documents.status === 'loading' || documents.data === null) return null;
  const links =
    documents.status === 'ready'
      ? documents.data.flatMap((document) => {
          const url = safeWebUrl(document.url, window.location.hostname);
          return url ? [{ ...document, url }] : [];
        })
      : [];
  if (documents.status === 'ready' && links.length === 0) return null;
  return (
    <SectionCard title={t.yourDocuments}>
      {documents.status === 'error' ? (
        <LoadError message={t.documentsFailed} onRetry={documents.retry} />
      ) : (
        <ul className="-mt-1 divide-y divide-slate-100">
          {links.map((document) => {
            const { title, known, beneath } = documentNames(document, t);
            const about = [
              beneath,
              document.issued_at ? t.issued(formatDate(document.issued_at)) : '',
            ].filter(Boolean);
            return (
              <li key={document.id}>
                <a
                  href={document.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-3 py-3 text-brand-800 hover:underline"
                >
                  <DocumentIcon className="size-5 shrink-0" />
                  <span className="min-w-0 flex-1">
                    <span
                      translate={known ? undefined : 'no'}
                      className="block font-medium break-words"
                    >
                      {title}
                    </span>{' '}
                    {about.length > 0 ? (
                      <span className="block text-sm text-slate-600">{about.join(' · ')}</span>
                    ) : null}{' '}
                    <span className="sr-only">{t.opensNewTab}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
