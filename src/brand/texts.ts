import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n/texts';

/** The brand's texts: the lender disclosure at the end of every page (docs/i18n.md). */
const en = {
  disclosure: (lenders: ReactNode, brand: ReactNode) => [
    'Loans are provided by ',
    lenders,
    ', regulated by the Reserve Bank of India. ',
    brand,
    ' is a lending service provider.',
  ],
  /** Between the last two names of a list: 'A, B and C'. */
  and: 'and',
  legal: 'Legal',
  lenders: 'Lending partners',
  grievance: 'Grievance redressal',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms of Use',
  loadingPartner: 'Loading partner details',
};
export type BrandTexts = typeof en;
export const brandTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
