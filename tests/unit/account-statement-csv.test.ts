import { describe, expect, it } from 'vitest';
import { ACCOUNT_CSV_HEADER, accountStatementCsv } from '@/features/statements/statement-files';
import { statementTexts } from '@/features/statements/texts';
import { hi } from '@/features/statements/texts.hi';
import { accountStatement, ledgerEntry } from '../support/builders';

// The statement's one entry is described in Hindi, as the server sends it for a Hindi screen.
const statement = accountStatement({
  entries: [ledgerEntry({ description: 'अप्रैल 2026 का ब्याज' })],
});
const period = { from: '2026-04-01', to: '2026-11-24' };
const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe("the statement of account's CSV", () => {
  it('names its balance rows in the language on screen; its header stays English', () => {
    const hindi = lines(accountStatementCsv(statement, period, hi));
    expect(hindi[0]).toBe(ACCOUNT_CSV_HEADER);
    expect(hindi[1]).toBe('01-04-2026,शुरुआती बकाया,,,100000.00,');
    expect(hindi[2]).toBe('15-04-2026,अप्रैल 2026 का ब्याज,1250.00,0.00,101250.00,');
    expect(hindi[3]).toBe('24-11-2026,अंतिम बकाया,,,101250.00,');
  });

  it("keeps English word for word: 'Opening balance' first, 'Closing balance' last", () => {
    const english = lines(accountStatementCsv(statement, period, statementTexts.en));
    expect(english[1]).toBe('01-04-2026,Opening balance,,,100000.00,');
    expect(english.at(-2)).toBe('24-11-2026,Closing balance,,,101250.00,');
  });
});
