import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n/texts';

/** /lenders and /grievance (docs/i18n.md); Hindi in texts.hi.ts. */
const en = {
  lendersTitle: 'Lending partners',
  lendersIntro: (brand: ReactNode) => [
    brand,
    ' is a lending service provider. The loans you take here are given by these lenders, each registered with and regulated by the Reserve Bank of India.',
  ],
  rbiRegistration: 'RBI registration:',
  websiteNewTab: ' (website, opens in a new tab)',
  grievanceTitle: 'Grievance redressal',
  grievanceIntro:
    'Write to or call our grievance redressal officer with any complaint about your loan or this service. We answer every complaint within 30 days.',
  ourOfficer: 'Our grievance redressal officer',
  lendersOfficers: "Our lenders' grievance redressal officers",
  notResolved: 'Not resolved?',
  ombudsman: (link: ReactNode) => [
    "If your complaint is not resolved within 30 days, or you are not satisfied with the answer, you can complain to the Reserve Bank of India's Integrated Ombudsman at ",
    link,
    '.',
  ],
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
};
export type TrustTexts = typeof en;
export const trustTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
