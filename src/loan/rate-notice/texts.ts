import { defineTexts } from '@/lib/i18n/texts';

/**
 * The rate change notice on / and /loan (docs/product.md#rate-change-notice); Hindi in
 * texts.hi.ts, Marathi in texts.mr.ts.
 */
const en = {
  label: 'Interest rate change',
  announced: (from: string, to: string, on: string) =>
    `Your interest rate changes from ${from} to ${to} a year on ${on}.`,
  aprWillBe: (apr: string) => `Your APR will be ${apr}.`,
  changed: (from: string, to: string, on: string) =>
    `Your interest rate changed from ${from} to ${to} a year on ${on}.`,
  aprIs: (apr: string) => `Your APR is ${apr}.`,
  seeKeyFacts: 'See key facts',
  hide: 'Hide for this session',
};
export type RateNoticeTexts = typeof en;

export const rateNoticeTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
