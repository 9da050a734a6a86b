import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { Button } from './button';

type Props = {
  /** The group's name, shown before its buttons ('Download'). */
  label: string;
  /** The buttons' words, each the format's name, and the PDF's while it is being made. */
  formats: { csv: string; pdf: string; preparing: string };
  /** The CSV's text and its file's name. */
  csv: () => { text: string; name: string };
  /** The PDF (whose code loads only now) and its file's name. */
  pdf: () => Promise<{ file: Blob; name: string }>;
  /** What a PDF that could not be made says, written then, in the language on screen. */
  pdfFailed: () => string;
};

/**
 * What is shown, downloaded as CSV at once or as PDF: from the press until the file is saved the PDF
 * button is busy and says it is being prepared (a first PDF fetches the writer on a slow phone).
 */
export function FileDownloads({ label, formats, csv, pdf, pdfFailed }: Props) {
  const [busy, downloadPdf] = useAction(async () => {
    try {
      const { file, name } = await pdf();
      saveFile(file, name);
    } catch {
      notify.error(pdfFailed());
    }
  });
  const downloadCsv = () => {
    const { text, name } = csv();
    saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);
  };
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <Button variant="secondary" className="px-3" onClick={downloadCsv}>
        {formats.csv}
      </Button>
      <Button variant="secondary" className="px-3" busy={busy} onClick={() => void downloadPdf()}>
        {busy ? formats.preparing : formats.pdf}
      </Button>
      <p role="status" className="sr-only">
        {busy ? formats.preparing : ''}
      </p>
    </div>
  );
}
