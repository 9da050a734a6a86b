import { describe, expect, it } from 'vitest';
import { documentNames } from '@/features/loan/document-names';
import { loanTexts } from '@/features/loan/texts';
import { mr as keyFactsMr } from '@/features/key-facts/texts.mr';
import { hi } from '@/features/loan/texts.hi';
import { mr } from '@/features/loan/texts.mr';
import { words } from '@/mocks/words.hi';

describe("a loan document's name and the line beneath it", () => {
  it('names a known kind once, in the language on screen, when the server titles it in that language', () => {
    const title = words('No dues certificate');
    expect(documentNames({ type: 'NO_DUES_CERTIFICATE', title }, hi)).toEqual({
      title: hi.documentType('NO_DUES_CERTIFICATE'),
      known: true,
      beneath: '',
    });
  });

  it("names a known kind once when the server titles it with the kind's English name", () => {
    expect(documentNames({ type: 'KFS', title: 'Key Fact Statement' }, hi).beneath).toBe('');
  });

  it('names the Key Facts Statement in Marathi as the key facts tab does, which points to it among the documents', () => {
    expect(mr.documentType('KFS')).toBe(keyFactsMr.statementTitle);
  });

  it("puts the server's title beneath a known kind when it says more", () => {
    expect(
      documentNames({ type: 'SANCTION_LETTER', title: 'Sanction letter (revised)' }, loanTexts.en),
    ).toEqual({ title: 'Sanction letter', known: true, beneath: 'Sanction letter (revised)' });
  });

  it("names another document by the server's title, its kind beneath", () => {
    expect(documentNames({ type: 'NEW_KIND', title: 'Pledge memo' }, loanTexts.en)).toEqual({
      title: 'Pledge memo',
      known: false,
      beneath: 'Document',
    });
  });
});
