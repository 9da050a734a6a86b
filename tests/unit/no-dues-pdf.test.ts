import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentFrame } from '@/features/statements/pdf/documents-pdf';
import { noDuesCertificatePdf, type NoDues } from '@/features/statements/pdf/no-dues-pdf';
import { noDuesName } from '@/features/statements/statement-files';
import { statementTexts } from '@/features/statements/texts';
import { hi } from '@/features/statements/texts.hi';
import { mr } from '@/features/statements/texts.mr';
import { NOT_HINDI_DATES } from '../support/hindi-dates';
import { fontsFromDisk, readBack } from '../support/pdf';

const texts = { en: statementTexts.en, hi, mr };

function frame(locale: 'en' | 'hi' | 'mr'): DocumentFrame {
  return {
    t: texts[locale],
    locale,
    brand: 'Lark',
    customerName: 'Arjun Shah',
    lenderName: 'Kestrel Finance Limited',
    generatedAt: new Date('2026-11-28T17:05:00Z'),
    disclosure: 'Loans are provided by Kestrel Finance Limited.',
  };
}

const noDues: NoDues = {
  loanAccountNumber: 'KFL-LAS-9876543216',
  // 19:00 UTC on 28 Nov is 00:30 on 29 Nov in India: the closure's day is the Indian one.
  closedOn: '2026-11-28T19:00:00Z',
  released: [
    { scheme_name: 'Axis Bluechip Fund', folio_no: '9102345', units: 1500 },
    { scheme_name: 'HDFC Corporate Bond Fund', folio_no: '7712', units: 12_500.5 },
  ],
};

describe('the no-dues certificate, read back with pdftotext', () => {
  beforeEach(fontsFromDisk);

  it('names the borrower, the account, the closure day, the lender and each released fund', async () => {
    const paper = await readBack(await noDuesCertificatePdf(frame('en'), noDues));
    expect(paper.title).toBe('No dues certificate');
    for (const part of [
      'Kestrel Finance Limited',
      'No dues certificate',
      'Customer Arjun Shah',
      'Loan account number KFL-LAS-9876543216',
      'Closed on 29 Nov 2026',
      'Kestrel Finance Limited confirms that Arjun Shah owes nothing on loan account KFL-LAS-9876543216',
      'Axis Bluechip Fund 9102345 1,500',
      'HDFC Corporate Bond Fund 7712 12,500.5',
      'This is a computer-generated certificate and needs no signature.',
      'Loans are provided by Kestrel Finance Limited.',
    ])
      expect(paper.text).toContain(part);
  });

  it('is written in Hindi and in Marathi when that is the language on screen', async () => {
    const hindi = await readBack(await noDuesCertificatePdf(frame('hi'), noDues));
    for (const part of ['ग्राहक Arjun Shah', 'बंद होने की तारीख़ 29 नवंबर 2026', 'Axis Bluechip Fund'])
      expect(hindi.text).toContain(part);
    expect(hindi.text).not.toMatch(NOT_HINDI_DATES);
    expect(hindi.text).not.toContain('owes nothing');
    expect(hindi.fonts).toMatch(/NotoSansDevanagari.*CID TrueType.*yes/);
    const marathi = await readBack(await noDuesCertificatePdf(frame('mr'), noDues));
    expect(marathi.text).toContain('बंद झाल्याची तारीख 29 नोव्हेंबर, 2026');
    expect(marathi.text).not.toContain('owes nothing');
  });

  it('is saved under the day the line closed', () => {
    expect(noDuesName('2026-11-28T19:00:00Z')).toBe('no-dues-certificate-2026-11-29.pdf');
  });
});
