import { defineTexts } from '@/lib/i18n/texts';

/**
 * The Key facts tab, in the language on screen (docs/product.md#key-facts); the server's own words
 * (charge names, their basis, the benchmark's name) come translated from the server. Hindi in
 * texts.hi.ts.
 */
const en = {
  loading: 'Loading your key facts',
  failed: 'We could not load your key facts. Please try again.',
  notSent: 'Your lender has not sent the key facts of your line yet.',
  rateTitle: 'Interest rate',
  fixedRate: (rate: string) => `${rate} a year, fixed`,
  floatingRate: (rate: string, benchmark: string, base: string, spread: string) =>
    `${rate} a year (${benchmark} ${base} + ${spread})`,
  apr: (apr: string) => `APR ${apr}`,
  aprNote: 'APR includes the processing fee and other charges',
  workedExample: (interest: string) =>
    `If you use ₹1,00,000 for 30 days, the interest is ${interest}`,
  chargesTitle: 'Charges',
  plusGst: '+ GST',
  minMax: (min: string, max: string) => `min ${min}, max ${max}`,
  atLeast: (min: string) => `at least ${min}`,
  atMost: (max: string) => `at most ${max}`,
  penalCharge: 'Penal charge',
  penalNote: 'It is a fixed charge, never added to the amount on which interest is charged.',
  coolingOffTitle: 'Cooling-off period',
  coolingOffInside: (date: string) =>
    `You can leave this line without any penalty until ${date}: repay what you have used and the interest for the days you used it.`,
  closeLine: 'Close the line',
  coolingOffEnded: (date: string) => `The cooling-off period ended on ${date}.`,
  agentsTitle: 'Recovery agents',
  noAgent: 'No recovery agent has been assigned to your line.',
  agentSince: (date: string) => `Assigned on ${date}`,
  grievanceTitle: 'Grievance officer',
  grievanceRedressal: 'Grievance redressal',
  ombudsman: 'RBI Integrated Ombudsman',
  statementTitle: 'Key Facts Statement',
  kfsNumber: 'KFS number',
  lender: 'Lender',
  sanctionedLimit: 'Sanctioned limit',
  sanctionedOn: 'Sanctioned on',
  tenure: 'Tenure',
  months: (count: number) => `${count} months`,
  renewalOn: 'Renewal date',
  download: 'Download key facts (PDF)',
  preparing: 'Preparing your PDF…',
  pdfFailed: 'We could not make the PDF. Please try again.',
  generated: (time: string) => `Generated on ${time} IST`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  kfsInDocuments:
    'The Key Facts Statement your lender sent when your line was opened is among your documents:',
  opensNewTab: '(opens in a new tab)',
};

export type KeyFactsTexts = typeof en;

export const keyFactsTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
