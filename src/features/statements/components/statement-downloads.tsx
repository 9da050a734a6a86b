import { FileDownloads } from '@/components/ui/file-downloads';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import type { AccountStatement } from '../api/statements';
import { documentsPdfCode } from '../pdf/documents-code';
import type { Period } from '../period-rules';
import { accountStatementCsv, accountStatementName } from '../statement-files';
import { statementTexts } from '../texts';
import { useDocumentFrame } from './use-document-frame';

/** 'Download' the statement shown, as CSV or PDF (the PDF's code asked for ahead by the tab). */
export function StatementDownloads({
  statement,
  period,
}: {
  statement: AccountStatement;
  period: Period;
}) {
  const frame = useDocumentFrame();
  const t = useTexts(statementTexts);
  return (
    <FileDownloads
      label={t.download}
      formats={t}
      csv={() => ({
        text: accountStatementCsv(statement, period, textsNow(statementTexts)),
        name: accountStatementName(period, 'csv'),
      })}
      pdf={async () => {
        const { accountStatementPdf } = await documentsPdfCode();
        return {
          file: await accountStatementPdf(frame(), statement, period),
          name: accountStatementName(period, 'pdf'),
        };
      }}
      pdfFailed={() => textsNow(statementTexts).pdfFailed}
    />
  );
}
