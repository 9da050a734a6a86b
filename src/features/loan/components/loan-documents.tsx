import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DocumentIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { formatDate } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { safeWebUrl } from '@/lib/safe-contact';
import { loadable } from '@/lib/query/loadable';
import { documentsQuery, type LoanDocument } from '@/loan/api/documents';
import { documentNames } from '../document-names';
import { loanTexts, type LoanTexts } from '../texts';

/** Documents the portal makes itself, by kind: the control that makes one stands in for its link. */
export type MadeDocuments = Partial<Record<LoanDocument['type'], ReactNode>>;

/**
 * The loan's documents as links (docs/product.md#loan-information): only https ones (http too while
 * the portal runs on a localhost host, as the demo does). One the portal makes itself (`made`, as
 * the no-dues certificate) shows its control instead. A server without them (404) shows no section.
 */
export function LoanDocuments({ made = {} }: { made?: MadeDocuments }) {
  const documents = loadable(useQuery(documentsQuery));
  const t = useTexts(loanTexts);
  if (documents.status === 'loading' || documents.data === null) return null;
  const shown =
    documents.status === 'ready'
      ? documents.data.flatMap((document) => {
          if (made[document.type]) return [{ ...document, url: '' }];
          const url = safeWebUrl(document.url, window.location.hostname);
          return url ? [{ ...document, url }] : [];
        })
      : [];
  if (documents.status === 'ready' && shown.length === 0) return null;
  return (
    <SectionCard title={t.yourDocuments}>
      {documents.status === 'error' ? (
        <LoadError message={t.documentsFailed} onRetry={documents.retry} />
      ) : (
        <ul className="-mt-1 divide-y divide-slate-100">
          {shown.map((document) => {
            const control = made[document.type];
            return (
              <li key={document.id}>
                {control ? (
                  <div className="flex items-center gap-3 py-3 text-slate-900">
                    <DocumentName document={document} t={t} />
                    {control}
                  </div>
                ) : (
                  <a
                    href={document.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-center gap-3 py-3 text-brand-800 hover:underline"
                  >
                    <DocumentName document={document} t={t} />{' '}
                    <span className="sr-only">{t.opensNewTab}</span>
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

function DocumentName({ document, t }: { document: LoanDocument; t: LoanTexts }) {
  const { title, known, beneath } = documentNames(document, t);
  const about = [
    beneath,
    document.issued_at ? t.issued(formatDate(document.issued_at)) : '',
  ].filter(Boolean);
  return (
    <>
      <DocumentIcon className="size-5 shrink-0" />
      <span className="min-w-0 flex-1">
        <span translate={known ? undefined : 'no'} className="block font-medium break-words">
          {title}
        </span>{' '}
        {about.length > 0 ? (
          <span className="block text-sm text-slate-600">{about.join(' · ')}</span>
        ) : null}
      </span>
    </>
  );
}
