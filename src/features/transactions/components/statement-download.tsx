import { FileDownloads } from '@/components/ui/file-downloads';
import { getLocale } from '@/lib/i18n/locale';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { pdfCode } from '@/lib/pdf/pdf-code';
import { getEnv } from '@/config/env';
import { disclosureLine } from '@/brand/disclosure';
import { usePartner } from '@/brand/partner-context';
import { useProfile } from '@/session/profile';
import { statementCsv, statementName } from '../statement';
import { filterWords } from '../filter-words';
import type { Filters, Row } from '../transaction-filters';
import { transactionTexts } from '../transaction-texts';

type Props = {
  filters: Filters;
  rows: Row[];
  totals: { withdrawn: number; repaid: number };
  period: { from: string; to: string };
};

/** 'Download statement' of exactly the selected rows, as CSV or PDF (docs/product.md#statement). */
export function StatementDownload({ filters, rows, totals, period }: Props) {
  const brand = usePartner();
  const profile = useProfile().data;
  const t = useTexts(transactionTexts);
  return (
    <FileDownloads
      label={t.downloadStatement}
      formats={t}
      csv={() => ({ text: statementCsv(rows), name: statementName(period, 'csv') })}
      pdf={async () => {
        const { statementPdf } = await pdfCode(() => import('../statement-pdf'));
        const t = textsNow(transactionTexts);
        const file = await statementPdf({
          t,
          locale: getLocale(),
          brand: brand.name,
          customerName: [profile?.first_name, profile?.last_name].filter(Boolean).join(' '),
          period,
          generatedAt: new Date(),
          rows,
          totals,
          disclosure: disclosureLine(
            getEnv().VITE_LENDERS.map((lender) => lender.name),
            brand.name,
          ),
          filters: filterWords(filters, t),
        });
        return { file, name: statementName(period, 'pdf') };
      }}
      pdfFailed={() => textsNow(transactionTexts).pdfFailed}
    />
  );
}
