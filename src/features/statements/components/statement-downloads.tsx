import { Button } from '@/components/ui/button';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import type { AccountStatement } from '../api/statements';
import type { Period } from '../period-rules';
import { accountStatementCsv, accountStatementName } from '../statement-files';
import { statementTexts } from '../texts';
import { useDocumentFrame } from './use-document-frame';

/** 'Download' the statement shown, as CSV or PDF (the PDF code loads only now). */
export function StatementDownloads({
  statement,
  period,
}: {
  statement: AccountStatement;
  period: Period;
}) {
  const frame = useDocumentFrame();
  const [busy, downloadPdf] = useAction(async () => {
    try {
      const { accountStatementPdf } = await import('../pdf/documents-pdf');
      saveFile(
        await accountStatementPdf(frame(), statement, period),
        accountStatementName(period, 'pdf'),
      );
    } catch {
      notify.error(textsNow(statementTexts).pdfFailed);
    }
  });
  const t = useTexts(statementTexts);
  return (
    <div role="group" aria-label={t.download} className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        {t.download}
      </span>
      <Button
        variant="secondary"
        className="px-3"
        onClick={() =>
          saveFile(
            new Blob([accountStatementCsv(statement, period)], { type: 'text/csv;charset=utf-8' }),
            accountStatementName(period, 'csv'),
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
