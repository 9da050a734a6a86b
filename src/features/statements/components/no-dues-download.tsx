import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { dayOf } from '@/lib/ist';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { usePdfCodeAhead } from '@/lib/pdf/pdf-code';
import { useAction } from '@/lib/use-action';
import { collateralRequestsQuery } from '@/loan/api/collateral-requests';
import { accountStatementQuery } from '../api/statements';
import { noDuesPdfCode } from '../pdf/documents-code';
import { noDuesName } from '../statement-files';
import { statementTexts } from '../texts';
import { useDocumentFrame } from './use-document-frame';

/**
 * A closed line's no-dues certificate, made on the borrower's device when asked for
 * (docs/product.md#statements): the completed close names the day and the funds released, the
 * statement of that day the loan account. The PDF's code is asked for once the button is drawn
 * and the browser idle (a closed line's documents, its home); until the file is saved the button
 * says it is preparing it.
 */
export function NoDuesDownload({ named = false }: { named?: boolean }) {
  const t = useTexts(statementTexts);
  usePdfCodeAhead(noDuesPdfCode);
  const frame = useDocumentFrame();
  const client = useQueryClient();
  const [busy, download] = useAction(async () => {
    try {
      const close = (await client.fetchQuery(collateralRequestsQuery))?.find(
        (request) => request.kind === 'CLOSE' && request.status === 'COMPLETED',
      );
      const day = close && dayOf(close.completed_at);
      if (!close || !day) throw new Error('The line has no completed close');
      const statement = await client.fetchQuery(accountStatementQuery({ from: day, to: day }));
      const { noDuesCertificatePdf } = await noDuesPdfCode();
      const pdf = await noDuesCertificatePdf(frame(), {
        loanAccountNumber: statement.loan_account_number,
        closedOn: close.completed_at,
        released: close.items,
      });
      saveFile(pdf, noDuesName(close.completed_at));
    } catch {
      notify.error(textsNow(statementTexts).pdfFailed);
    }
  });
  return (
    <Button
      variant="secondary"
      className="shrink-0 px-3"
      busy={busy}
      aria-label={t.downloadNoDues}
      onClick={() => void download()}
    >
      {busy ? t.preparing : named ? t.downloadNoDues : t.download}
    </Button>
  );
}
