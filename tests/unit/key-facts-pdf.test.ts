import { beforeEach, describe, expect, it } from 'vitest';
import { keyFactsPdf, type KeyFactsFrame } from '@/features/key-facts/pdf/key-facts-pdf';
import { keyFactsTexts } from '@/features/key-facts/texts';
import { hi } from '@/features/key-facts/texts.hi';
import { mr } from '@/features/key-facts/texts.mr';
import type { KeyFacts } from '@/loan/api/key-facts';
import { NOT_HINDI_DATES } from '../support/hindi-dates';
import { fontsFromDisk, readBack } from '../support/pdf';

/** Meera's kind of line: a floating rate, a recovery agent, inside her cooling-off. */
const facts: KeyFacts = {
  kfs_number: 'KFS-2025-000388',
  lender_name: 'Kestrel Finance Limited',
  sanctioned_limit: 300_000,
  sanctioned_on: '2026-11-23',
  tenure_months: 12,
  renewal_due_on: '2027-11-23',
  interest_rate_percent: 11.25,
  rate_type: 'FLOATING',
  benchmark: { name: 'repo rate', rate_percent: 6.5, spread_percent: 4.75 },
  apr_percent: 11.9,
  charges: [
    {
      code: 'PROCESSING_FEE',
      name: 'Processing fee',
      amount: undefined,
      percent: 1,
      min_amount: 999,
      max_amount: 4999,
      basis: 'of the limit, once',
      plus_gst: true,
    },
  ],
  penal_charge: { amount: 500, basis: 'per month' },
  cooling_off: { days: 3, ends_on: '2026-11-26' },
  recovery_agents: [
    {
      name: 'Shreya Kulkarni',
      agency: 'Vasuli Services',
      phone: '+91 20 4000 1234',
      assigned_on: '2026-11-23',
    },
  ],
  grievance_officer: { name: 'Anil Kulkarni', email: 'a@k.example', phone: '+91 22 4000 1100' },
  rate_history: [],
};

const frame = (locale: 'en' | 'hi' | 'mr'): KeyFactsFrame => ({
  t: locale === 'hi' ? hi : locale === 'mr' ? mr : keyFactsTexts.en,
  locale,
  brand: 'Acme Wealth',
  // 07:35 UTC on 25 Nov is 1:05 in the afternoon in India, inside the cooling-off.
  generatedAt: new Date('2026-11-25T07:35:00Z'),
});

describe('the key facts as a PDF, read back with pdftotext', () => {
  beforeEach(fontsFromDisk);

  it('holds the facts, the KFS number and when it was made, in English', async () => {
    const read = await readBack(await keyFactsPdf(frame('en'), facts));
    for (const part of [
      'Acme Wealth Key Facts Statement',
      'KFS number KFS-2025-000388',
      'Sanctioned on 23 Nov 2026',
      '11.25% a year (repo rate 6.5% + 4.75%)',
      'If you use ₹1,00,000 for 30 days, the interest is ₹925',
      'Processing fee 1% of the limit, once (min ₹999, max ₹4,999) + GST',
      'Penal charge ₹500 per month',
      'You can leave this line without any penalty until 26 Nov 2026',
      'Shreya Kulkarni, Vasuli Services, +91 20 4000 1234 (Assigned on 23 Nov 2026)',
      'Anil Kulkarni, a@k.example, +91 22 4000 1100',
      'Generated on 25 Nov 2026, 1:05 pm IST',
      'Page 1 of 1',
    ])
      expect(read.text).toContain(part);
    expect(read.title).toBe('Key Facts Statement');
  });

  it('is written in Hindi, its dates too, when Hindi was on screen', async () => {
    const read = await readBack(await keyFactsPdf(frame('hi'), facts));
    for (const part of [
      'मुख्य तथ्यों का विवरण (Key Facts Statement)',
      'मंज़ूरी की तारीख़ 23 नवंबर 2026',
      'बनाया गया: 25 नवंबर 2026, दोपहर 1:05 (भारतीय समय)',
    ])
      expect(read.text).toContain(part);
    expect(read.text).not.toMatch(NOT_HINDI_DATES);
    expect(read.fonts).toMatch(/NotoSansDevanagari/);
  });

  it('is written in Marathi when Marathi was on screen', async () => {
    const read = await readBack(await keyFactsPdf(frame('mr'), facts));
    for (const part of ['मुख्य माहितीचे विवरण (Key Facts Statement)', 'KFS क्रमांक KFS-2025-000388'])
      expect(read.text).toContain(part);
  });
});
