import { usePartner } from '@/brand/partner-context';
import { Button } from '@/components/ui/button';
import { getLocale } from '@/lib/i18n/locale';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { pdfCode } from '@/lib/pdf/pdf-code';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import type { KeyFacts } from '@/loan/api/key-facts';
import { keyFactsFileName } from '../key-facts-rules';
import { keyFactsTexts } from '../texts';

/**
 * 'Download key facts (PDF)': the PDF's code (the writer and its fonts) loads only when pressed;
 * from the press until the file is saved the button says it is being prepared.
 */
export function KeyFactsDownload({ facts }: { facts: KeyFacts }) {
  const t = useTexts(keyFactsTexts);
  const brand = usePartner().name;
  const [busy, download] = useAction(async () => {
    try {
      const { keyFactsPdf } = await pdfCode(() => import('../pdf/key-facts-pdf'));
      const frame = {
        t: textsNow(keyFactsTexts),
        locale: getLocale(),
        brand,
        generatedAt: new Date(),
      };
      saveFile(await keyFactsPdf(frame, facts), keyFactsFileName(facts.kfs_number));
    } catch {
      notify.error(textsNow(keyFactsTexts).pdfFailed);
    }
  });
  return (
    <div>
      <Button variant="secondary" busy={busy} onClick={() => void download()}>
        {busy ? t.preparing : t.download}
      </Button>
      <p role="status" className="sr-only">
        {busy ? t.preparing : ''}
      </p>
    </div>
  );
}
