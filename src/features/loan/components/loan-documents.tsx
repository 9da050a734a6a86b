import { useQuery } from '@tanstack/react-query';
import { DocumentIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { formatDate } from '@/lib/format';
import { safeWebUrl } from '@/lib/safe-contact';
import { loadable } from '@/lib/query/loadable';
import { documentsQuery, type LoanDocument } from '../api/loan';

const TYPE_NAMES: Record<LoanDocument['type'], string> = {
  KFS: 'Key Fact Statement',
  SANCTION_LETTER: 'Sanction letter',
  LOAN_AGREEMENT: 'Loan agreement',
  OTHER: 'Document',
};

/**
 * The loan's documents as links (docs/product.md#loan-information): only https ones (http too while
 * the portal runs on a localhost host, as the demo does). A server without them (404) shows no
 * section.
 */
export function LoanDocuments() {
  const documents = loadable(useQuery(documentsQuery));
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
    <SectionCard title="Your loan documents">
      {documents.status === 'error' ? (
        <LoadError message="Failed to load your documents." onRetry={documents.retry} />
      ) : (
        <ul className="-mt-1 divide-y divide-slate-100">
          {links.map((document) => {
            const kind = TYPE_NAMES[document.type];
            const title = document.title || kind;
            const about = [
              title === kind ? '' : kind,
              document.issued_at ? `Issued ${formatDate(document.issued_at)}` : '',
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
                    <span className="block font-medium break-words">{title}</span>{' '}
                    {about.length > 0 ? (
                      <span className="block text-sm text-slate-600">{about.join(' · ')}</span>
                    ) : null}{' '}
                    <span className="sr-only">(opens in a new tab)</span>
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
