import { pdfCode } from '@/lib/pdf/pdf-code';

/**
 * The tab's PDFs' code, the writer and its fonts with it (docs/performance.md#the-first-pdf): asked
 * for ahead by the screens that offer them, then by the press, which finds it in.
 */
export const documentsPdfCode = () => pdfCode(() => import('./documents-pdf'));
export const noDuesPdfCode = () => pdfCode(() => import('./no-dues-pdf'));
