import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { formatRupees } from '@/lib/format';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { loadable } from '@/lib/query/loadable';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import {
  accountStatementQuery,
  interestCertificatesQuery,
  type InterestCertificate,
} from '../api/statements';
import { documentsPdfCode } from '../pdf/documents-code';
import { thisFinancialYear } from '../period-rules';
import { certificateName } from '../statement-files';
import { statementTexts } from '../texts';
import { useDocumentFrame } from './use-document-frame';

/**
 * One row per financial year the line was open, newest first; the current year's 'Provisional'.
 * A server without them (404) shows no section.
 */
export function InterestCertificates() {
  const certificates = loadable(useQuery(interestCertificatesQuery));
  const t = useTexts(statementTexts);
  if (certificates.status === 'loading' || certificates.data === null) return null;
  return (
    <SectionCard title={t.interestCertificates}>
      {certificates.status === 'error' ? (
        <LoadError message={t.certificatesFailed} onRetry={certificates.retry} />
      ) : (
        <ul className="-mt-1 divide-y divide-slate-100">
          {certificates.data.map((certificate) => (
            <CertificateRow key={certificate.financial_year} certificate={certificate} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function CertificateRow({ certificate }: { certificate: InterestCertificate }) {
  const t = useTexts(statementTexts);
  const frame = useDocumentFrame();
  const client = useQueryClient();
  const [busy, download] = useAction(async () => {
    try {
      // The account number is the statement's: this year's, which the tab shows first.
      const statement = await client.fetchQuery(
        accountStatementQuery(thisFinancialYear(new Date())),
      );
      const { interestCertificatePdf } = await documentsPdfCode();
      const pdf = await interestCertificatePdf(
        { ...frame(), loanAccountNumber: statement.loan_account_number },
        certificate,
      );
      saveFile(pdf, certificateName(certificate.financial_year));
    } catch {
      notify.error(textsNow(statementTexts).pdfFailed);
    }
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {t.financialYear(certificate.financial_year)}
          {certificate.final ? null : <Badge tone="yellow">{t.provisional}</Badge>}
        </p>
        <p className="text-sm text-slate-700">
          {t.interestCharged} {formatRupees(certificate.interest_charged)} · {t.interestPaid}{' '}
          {formatRupees(certificate.interest_paid)}
        </p>
      </div>
      <Button
        variant="secondary"
        className="px-3"
        busy={busy}
        aria-label={t.downloadCertificate(certificate.financial_year)}
        onClick={() => void download()}
      >
        {busy ? t.preparing : t.download}
      </Button>
      <p role="status" className="sr-only">
        {busy ? t.preparing : ''}
      </p>
    </li>
  );
}
