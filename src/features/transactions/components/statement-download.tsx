import { Button } from '@/components/ui/button';
import { saveFile } from '@/lib/save-file';
import { getLocale, languageTag } from '@/lib/i18n/locale';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { getEnv } from '@/config/env';
import { disclosureLine } from '@/brand/disclosure';
import { usePartner } from '@/brand/partner-context';
import { useProfile } from '@/session/profile';
import { statementCsv, statementName } from '../statement';
import type { Row } from '../transaction-filters';
import { transactionTexts } from '../transaction-texts';

type Props = {
  rows: Row[];
  totals: { withdrawn: number; repaid: number };
  period: { from: string; to: string };
};

/** 'Download statement' of exactly the selected rows, as CSV or PDF (docs/product.md#statement). */
export function StatementDownload({ rows, totals, period }: Props) {
  const brand = usePartner();
  const profile = useProfile().data;
  const [busy, downloadPdf] = useAction(async () => {
    try {
      const { statementPdf } = await import('../statement-pdf');
      const pdf = await statementPdf({
        t: textsNow(transactionTexts),
        language: languageTag(getLocale()),
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
      });
      saveFile(pdf, statementName(period, 'pdf'));
    } catch {
      notify.error(textsNow(transactionTexts).pdfFailed);
    }
  });
  const t = useTexts(transactionTexts);
  return (
    <div
      role="group"
      aria-label={t.downloadStatement}
      className="flex flex-wrap items-center gap-2"
    >
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        {t.downloadStatement}
      </span>
      <Button
        variant="secondary"
        className="px-3"
        onClick={() =>
          saveFile(
            new Blob([statementCsv(rows)], { type: 'text/csv;charset=utf-8' }),
            statementName(period, 'csv'),
          )
        }
      >
        {t.csv}
      </Button>
      <Button variant="secondary" className="px-3" busy={busy} onClick={() => void downloadPdf()}>
        {t.pdf}
      </Button>
    </div>
  );
}
