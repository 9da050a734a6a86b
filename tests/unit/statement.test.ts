import { beforeEach, describe, expect, it } from 'vitest';
import type { Transaction } from '@/features/transactions/api/transactions';
import { CSV_HEADER, statementCsv, statementName } from '@/features/transactions/statement';
import { statementPdf } from '@/features/transactions/statement-pdf';
import { filterWords } from '@/features/transactions/filter-words';
import { rowsOf, totalsOf } from '@/features/transactions/transaction-filters';
import { transactionTexts } from '@/features/transactions/transaction-texts';
import { hi } from '@/features/transactions/transaction-texts.hi';
import { NOT_HINDI_DATES } from '../support/hindi-dates';
import { fontsFromDisk, readBack } from '../support/pdf';

function tx(
  event_type: string,
  created_at: string,
  amount: number,
  more: Partial<Transaction> = {},
  bank_name = 'HDFC Bank',
): Transaction {
  const repayment = event_type.startsWith('REPAYMENT');
  return {
    id: created_at,
    created_at,
    event_type,
    event_details: {
      bank_name,
      account_last_4_digits: '4321',
      application_type: 'CREDIT_LINE',
      withdrawal_amount: repayment ? undefined : amount,
      repayment_amount: repayment ? amount : undefined,
    },
    reference: '',
    failure_reason: '',
    ...more,
  };
}

const rows = rowsOf([
  tx('WITHDRAWAL_SUCCESSFUL', '2026-06-03T10:15:00+05:30', 150_000, {
    reference: 'HDFCN202606030070431',
  }),
  // 20:00 UTC on 13 Aug is 01:30 on 14 Aug in India.
  tx('WITHDRAWAL_FAILED', '2026-08-13T20:00:00Z', 20_000),
  tx('REPAYMENT_SUCCESSFUL', '2026-09-02T13:10:00+05:30', 15_000.5),
  tx('REPAYMENT_INITIATED', '2026-11-12T10:30:00+05:30', 5_000, {}, '=HYPERLINK("x"), "Bank"'),
]);

describe('the CSV statement', () => {
  it('has the exact header, IST dates, two-decimal amounts and one line a row, newest first', () => {
    const lines = statementCsv(rows)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines).toEqual([
      CSV_HEADER,
      `12-11-2026 10:30,Repayment,Initiated,5000.00,"'=HYPERLINK(""x""), ""Bank""",XXXX4321,`,
      '02-09-2026 13:10,Repayment,Successful,15000.50,HDFC Bank,XXXX4321,',
      '14-08-2026 01:30,Withdrawal,Failed,20000.00,HDFC Bank,XXXX4321,',
      '03-06-2026 10:15,Withdrawal,Successful,150000.00,HDFC Bank,XXXX4321,HDFCN202606030070431',
      '',
    ]);
    expect(CSV_HEADER).toBe('Date,Type,Status,Amount (INR),Bank,Account,Reference');
  });

  it('starts with a UTF-8 byte order mark, so spreadsheets read ₹ and names as written', () => {
    expect(statementCsv(rows).startsWith(`\uFEFF${CSV_HEADER}\r\n`)).toBe(true);
  });

  /** The bank cell of a one-row statement as the CSV writes it. */
  const bankCell = (bank: string) =>
    statementCsv(rowsOf([tx('WITHDRAWAL_SUCCESSFUL', '2026-06-03T10:15:00+05:30', 1, {}, bank)]))
      .split('\r\n')[1]
      ?.split(',')[4];

  it.each([
    ['=1+1', "'=1+1"],
    ['+91 bank', "'+91 bank"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    [' =1+1', "' =1+1"],
    ['   @cmd', "'   @cmd"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0B1', "'\uFF0B1"],
    ['\uFF0D1', "'\uFF0D1"],
    ['\uFF20cmd', "'\uFF20cmd"],
    [' \uFF1D1', "' \uFF1D1"],
    ['\t=1', "'\t=1"],
    ['\tcmd', "'\tcmd"],
    [' \tcmd', "' \tcmd"],
  ])('prefixes %j, whose first non-space character a spreadsheet could run', (bank, cell) => {
    expect(bankCell(bank)).toBe(cell);
  });

  it('prefixes a cell that starts with a carriage return (and quotes it for its line break)', () => {
    expect(bankCell('\r=1')).toBe(`"'\r=1"`);
  });

  it.each([
    ['HDFC Bank', 'HDFC Bank'],
    ['Bank = good', 'Bank = good'],
    ['State Bank-2', 'State Bank-2'],
    [' HDFC', ' HDFC'],
  ])('leaves %j as it is', (bank, cell) => {
    expect(bankCell(bank)).toBe(cell);
  });

  it('removes bidi controls and NUL, which could disguise a cell or cut it short', () => {
    const controls =
      '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C\u0000';
    expect(bankCell(`HDFC${controls} Bank`)).toBe('HDFC Bank');
    // Removed first, so a control cannot hide a formula from the prefix.
    expect(bankCell('\u202E=1+1')).toBe("'=1+1");
    expect(bankCell('\u0000@cmd')).toBe("'@cmd");
  });

  it('removes zero-width characters too, so none hides a formula from the prefix', () => {
    for (const hidden of ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD']) {
      expect(bankCell(`${hidden}=1+1`), JSON.stringify(hidden)).toBe("'=1+1");
      expect(bankCell(`HD${hidden}FC`), JSON.stringify(hidden)).toBe('HDFC');
    }
  });

  it('writes amounts and names outside ASCII as they are', () => {
    expect(bankCell('भारतीय स्टेट बैंक ₹')).toBe('भारतीय स्टेट बैंक ₹');
  });

  it('names the file by the period', () => {
    expect(statementName({ from: '2026-04-01', to: '2027-03-31' }, 'csv')).toBe(
      'statement-2026-04-01-to-2027-03-31.csv',
    );
    expect(statementName({ from: '2026-06-03', to: '2026-11-25' }, 'pdf')).toBe(
      'statement-2026-06-03-to-2026-11-25.pdf',
    );
  });
});

describe('the PDF statement, read back with pdftotext', () => {
  beforeEach(fontsFromDisk);

  it('holds real text: brand, name, period, generation time, every row, totals, lender line', async () => {
    const disclosure =
      'Loans are provided by Kestrel Finance Limited, regulated by the Reserve Bank of India. Acme Wealth is a lending service provider.';
    const pdf = await statementPdf({
      t: transactionTexts.en,
      locale: 'en',
      brand: 'Acme Wealth',
      customerName: 'Priya Sharma',
      period: { from: '2026-04-01', to: '2027-03-31' },
      generatedAt: new Date('2026-11-25T07:35:00Z'),
      rows,
      totals: totalsOf(rows),
      disclosure,
      filters: [],
    });
    const { text: flat, title } = await readBack(pdf);
    expect(title).toBe('Statement 2026-04-01 to 2027-03-31');
    for (const expected of [
      'Acme Wealth',
      'Customer: Priya Sharma',
      'Period: 1 Apr 2026 to 31 Mar 2027',
      'Statement of transactions Customer',
      'Generated on 25 Nov 2026, 1:05 pm IST',
      '03-06-2026 10:15 Withdrawal Successful 1,50,000.00 HDFC Bank XXXX4321 HDFCN202606030070431',
      '14-08-2026 01:30 Withdrawal Failed 20,000.00',
      '02-09-2026 13:10 Repayment Successful 15,000.50',
      '12-11-2026 10:30 Repayment Initiated 5,000.00',
      'Page 1 of 1',
      'Total withdrawn (successful): INR 1,50,000.00',
      'Total repaid (successful): INR 15,000.50',
      disclosure,
    ]) {
      expect(flat).toContain(expected);
    }
  });
});

describe('the PDF statement of a name outside Latin-1', () => {
  beforeEach(fontsFromDisk);

  const input = {
    t: transactionTexts.en,
    locale: 'en' as const,
    brand: 'Acme Wealth',
    customerName: 'प्रिया नायर',
    period: { from: '2026-04-01', to: '2027-03-31' },
    generatedAt: new Date('2026-11-25T07:35:00Z'),
    rows: rowsOf([
      tx('WITHDRAWAL_SUCCESSFUL', '2026-06-03T10:15:00+05:30', 150_000, {}, 'भारतीय स्टेट बैंक'),
    ]),
    totals: { withdrawn: 150_000, repaid: 0 },
    disclosure: 'Loans of ₹50,000 and above are provided by Kestrel Finance Limited.',
    filters: [],
  };

  it('sets the name, a bank name and ₹ as text in the embedded font: no picture, reads back', async () => {
    const { text, fonts, images } = await readBack(await statementPdf(input));
    expect(text).toContain('Customer: प्रिया नायर');
    expect(text).toContain('भारतीय स्टेट बैंक');
    expect(text).toContain('Loans of ₹50,000 and above are provided by Kestrel Finance Limited.');
    expect(text).toContain('03-06-2026 10:15 Withdrawal Successful 1,50,000.00');
    // Both Noto Sans Devanagari subsets, embedded, and nothing drawn as a picture.
    expect(fonts).toMatch(/NotoSansDevanagari.*CID TrueType.*yes/);
    expect(images.trim().split('\n')).toHaveLength(2);
  });

  it('draws no bidi override or zero-width character: hostile text prints as it is stored', async () => {
    const hostile = {
      ...input,
      customerName: '\u202Eraja\u202C=1+1',
      rows: rowsOf([
        tx(
          'WITHDRAWAL_SUCCESSFUL',
          '2026-06-03T10:15:00+05:30',
          150_000,
          {
            reference: 'REF\u200B42',
          },
          'Bank\u202Eknab\u202C',
        ),
      ]),
    };
    const { text } = await readBack(await statementPdf(hostile));
    expect(text).toContain('Customer: raja=1+1');
    expect(text).toContain('Bankknab');
    expect(text).toContain('REF42');
    expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200D]/);
  });
});

describe('a filtered statement says what it holds', () => {
  beforeEach(fontsFromDisk);

  it('names the filters, in the language on screen, in its title line', () => {
    expect(
      filterWords({ type: 'withdrawals', status: 'SUCCESSFUL', range: '3m' }, transactionTexts.en),
    ).toEqual(['Withdrawals', 'Successful', 'Last 3 months']);
    // A custom range is its period's dates, which the period line gives.
    expect(
      filterWords({ type: 'all', status: 'FAILED', range: 'custom', from: '2026-01-01' }, hi),
    ).toEqual([hi.statusWord('FAILED')]);
    expect(filterWords({ type: 'all', status: 'all', range: 'all' }, hi)).toEqual([]);
  });

  it('prints them after its title', async () => {
    const withdrawals = rowsOf([tx('WITHDRAWAL_SUCCESSFUL', '2026-06-03T10:15:00+05:30', 150_000)]);
    const { text } = await readBack(
      await statementPdf({
        t: transactionTexts.en,
        locale: 'en',
        brand: 'Lark',
        customerName: 'Priya Nair',
        period: { from: '2026-08-28', to: '2026-11-28' },
        generatedAt: new Date('2026-11-25T07:35:00Z'),
        rows: withdrawals,
        totals: totalsOf(withdrawals),
        disclosure: 'Loans are provided by Kestrel Finance Limited.',
        filters: ['Withdrawals', 'Successful', 'Last 3 months'],
      }),
    );
    expect(text).toContain('Statement of transactions: Withdrawals, Successful, Last 3 months');
  });
});

describe('the PDF statement in Hindi, the language on screen', () => {
  beforeEach(fontsFromDisk);

  const hindiStatement = (lines = rows) =>
    statementPdf({
      t: hi,
      locale: 'hi',
      brand: 'Acme Wealth',
      customerName: 'Priya Nair',
      period: { from: '2026-04-01', to: '2027-03-31' },
      generatedAt: new Date('2026-11-25T07:35:00Z'),
      rows: lines,
      totals: totalsOf(lines),
      disclosure: 'ऋण Kestrel Finance Limited देते हैं।',
      filters: [],
    });

  it('leaves a moment the server wrote unreadably blank, as the English one does', async () => {
    const unreadable = rowsOf([tx('WITHDRAWAL_SUCCESSFUL', 'yesterday-ish', 1_000)]);
    const { text } = await readBack(await hindiStatement(unreadable));
    expect(text).toContain('निकासी सफल 1,000.00');
    expect(text).not.toContain('yesterday-ish');
  });

  it('says every word of its own in Hindi; names, banks, amounts and references as they are', async () => {
    const { text } = await readBack(await hindiStatement());
    for (const expected of [
      'लेन-देन का स्टेटमेंट',
      'ग्राहक: Priya Nair',
      'अवधि: 1 अप्रैल 2026 से 31 मार्च 2027 तक',
      'बनाया गया: 25 नवंबर 2026, दोपहर 1:05 (भारतीय समय)',
      'तारीख़ (भारतीय समय)',
      'निकासी सफल 1,50,000.00 HDFC Bank XXXX4321 HDFCN202606030070431',
      'निकासी विफल 20,000.00',
      'चुकौती शुरू हुआ 5,000.00',
      'कुल निकासी (सफल): ₹1,50,000.00',
      'कुल चुकौती (सफल): ₹15,000.50',
      'ऋण Kestrel Finance Limited देते हैं।',
      'पृष्ठ 1 / 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/Statement of transactions|Customer:|Withdrawal|Successful/);
  });

  it('writes every date and time as the Hindi screens do: Hindi months, the part of the day in words', async () => {
    const { text, title } = await readBack(await hindiStatement());
    // Each row's moment in India as the Transactions tab shows it in Hindi, its date over its time.
    for (const row of [
      '3 जून 2026 निकासी सफल 1,50,000.00 HDFC Bank XXXX4321 HDFCN202606030070431 सुबह 10:15',
      '14 अगस्त 2026 निकासी विफल 20,000.00 HDFC Bank XXXX4321 रात 1:30',
      '2 सितंबर 2026 चुकौती सफल 15,000.50 HDFC Bank XXXX4321 दोपहर 1:10',
      '12 नवंबर 2026 चुकौती शुरू हुआ 5,000.00',
    ])
      expect(text).toContain(row);
    expect(text).not.toMatch(NOT_HINDI_DATES);
    // The title a PDF viewer shows too.
    expect(title).toBe('स्टेटमेंट 1 अप्रैल 2026 से 31 मार्च 2027 तक');
  });
});
