import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InterestCertificate } from '@/features/statements/api/statements';
import {
  accountStatementPdf,
  interestCertificatePdf,
  type DocumentFrame,
} from '@/features/statements/pdf/documents-pdf';
import { statementTexts } from '@/features/statements/texts';
import { hi } from '@/features/statements/texts.hi';
import { formatDate, formatTime } from '@/lib/format';
import { accountStatement } from '../support/builders';
import { NOT_HINDI_DATES } from '../support/hindi-dates';
import { fontsFromDisk, readBack } from '../support/pdf';

// Its entry is posted at 20:00 UTC on 14 Apr, 15 Apr in India: the PDF says the Indian day.
const statement = accountStatement();

const certificate: InterestCertificate = {
  financial_year: '2026-27',
  from: '2026-04-01',
  to: '2027-03-31',
  interest_charged: 9_000,
  interest_paid: 8_000,
  penal_charges: 0,
  principal_repaid: 20_000,
  issued_at: '2026-11-24',
  final: false,
};

function frame(locale: 'en' | 'hi'): DocumentFrame & { pan: string; loanAccountNumber: string } {
  return {
    t: locale === 'hi' ? hi : statementTexts.en,
    locale,
    brand: 'Acme Wealth',
    customerName: 'Priya Nair',
    lenderName: 'Kestrel Finance Limited',
    // 07:35 UTC is 1:05 in the afternoon in India.
    generatedAt: new Date('2026-11-25T07:35:00Z'),
    disclosure: 'Loans are provided by Kestrel Finance Limited.',
    pan: 'CDEPN3456C',
    loanAccountNumber: 'KFL-LAS-9876543212',
  };
}

const period = { from: '2026-04-01', to: '2026-11-24' };

describe('the statement of account and the interest certificate, read back with pdftotext', () => {
  beforeEach(fontsFromDisk);

  it('keep their English dates and times as they were', async () => {
    const account = (await readBack(await accountStatementPdf(frame('en'), statement, period)))
      .text;
    for (const part of [
      'Period 1 Apr 2026 to 24 Nov 2026',
      '15 Apr 2026 Interest debited ₹1,250 ₹1,01,250',
      'Generated on 25 Nov 2026, 1:05 pm IST',
    ])
      expect(account).toContain(part);
    const paper = (await readBack(await interestCertificatePdf(frame('en'), certificate))).text;
    for (const part of [
      'Period 1 Apr 2026 to 31 Mar 2027',
      'Issued on 24 Nov 2026',
      'Acme Wealth · Generated on 25 Nov 2026, 1:05 pm IST',
    ])
      expect(paper).toContain(part);
  });

  it('write every date and time in Hindi as the Hindi screens do', async () => {
    const account = await readBack(await accountStatementPdf(frame('hi'), statement, period));
    for (const part of [
      'अवधि 1 अप्रैल 2026 से 24 नवंबर 2026 तक',
      '15 अप्रैल 2026 Interest debited ₹1,250 ₹1,01,250',
      'बनाया गया: 25 नवंबर 2026, दोपहर 1:05 (भारतीय समय)',
    ])
      expect(account.text).toContain(part);
    expect(account.text).not.toMatch(NOT_HINDI_DATES);
    expect(account.fonts).toMatch(/NotoSansDevanagari.*CID TrueType.*yes/);

    const paper = (await readBack(await interestCertificatePdf(frame('hi'), certificate))).text;
    for (const part of [
      'अवधि 1 अप्रैल 2026 से 31 मार्च 2027 तक',
      'जारी करने की तारीख़ 24 नवंबर 2026',
      'Acme Wealth · बनाया गया: 25 नवंबर 2026, दोपहर 1:05 (भारतीय समय)',
    ])
      expect(paper).toContain(part);
    expect(paper).not.toMatch(NOT_HINDI_DATES);
  });
});

describe("the PDF's embedded fonts", () => {
  const font = (subset: string) =>
    fontkit.create(
      readFileSync(
        // Found as Node finds a package: from here up (the mutation run's sandbox has none of its own).
        createRequire(import.meta.url).resolve(
          `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-400-normal.woff`,
        ),
      ),
    );

  it('have a glyph for every character of every Hindi month and part of the day', () => {
    const [devanagari, latin] = [font('devanagari'), font('latin')];
    const written = new Set<string>();
    for (let month = 0; month < 12; month += 1)
      for (const char of formatDate(new Date(Date.UTC(2026, month, 15)).toISOString(), 'hi'))
        written.add(char);
    for (let hour = 0; hour < 24; hour += 1)
      for (const char of formatTime(new Date(Date.UTC(2026, 0, 1, hour)).toISOString(), 'hi'))
        written.add(char);
    // Both fonts together: the writer sets Devanagari in one and digits and signs in the other.
    expect(written.size).toBeGreaterThan(30);
    const missing = [...written].filter((char) => {
      const point = char.codePointAt(0) ?? 0;
      return !(point >= 0x900 && point <= 0x97f ? devanagari : latin).hasGlyphForCodePoint(point);
    });
    expect(missing).toEqual([]);
  });
});
