import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/features/support/contact-schema';
import {
  withoutHiddenInside,
  hasVisibleLetter,
  mixesLookAlikeScripts,
  visibleText,
  withoutHidden,
} from '@/lib/visible-text';
import { customers } from '../support/demo';

/** Characters a person cannot see that change what text shows, or hide that it is there. */
const HIDDEN = [
  '\u200B', // zero-width space
  '\u200C', // zero-width non-joiner
  '\u200D', // zero-width joiner
  '\u2060', // word joiner
  '\uFEFF', // byte-order mark
  '\u00AD', // soft hyphen
  '\u061C', // Arabic letter mark
  '\u200E', // left-to-right mark
  '\u200F', // right-to-left mark
  '\u202A', // left-to-right embedding
  '\u202B', // right-to-left embedding
  '\u202C', // pop directional formatting
  '\u202D', // left-to-right override
  '\u202E', // right-to-left override
  '\u2066', // left-to-right isolate
  '\u2067', // right-to-left isolate
  '\u2068', // first strong isolate
  '\u2069', // pop directional isolate
  '\u0000', // NUL
  '\u0007', // bell
  '\u001B', // escape
  '\u007F', // delete
  '\u0085', // next line
  '\u3164', // Hangul filler: a "letter" no one sees
  '\u2800', // braille blank
];

describe('withoutHidden: text for a file (a CSV cell, a PDF line)', () => {
  it.each([
    ['Bank\u202Eknab\u202C', 'Bankknab'],
    ['\u202Eraja\u202C=1+1', 'raja=1+1'],
    ['\u200B=1+1', '=1+1'],
    ['Pri\u200Bya\uFEFF', 'Priya'],
    ['HDFC\u2066 Bank\u2069', 'HDFC Bank'],
    ['line one\nline two', 'line one\nline two'],
    ['₹1,85,000.50', '₹1,85,000.50'],
  ])('%j -> %j', (input, expected) => {
    expect(withoutHidden(input)).toBe(expected);
  });

  it('keeps a joiner between Devanagari letters (it shapes the word), drops it elsewhere', () => {
    expect(withoutHidden('क्\u200Dष')).toBe('क्\u200Dष');
    expect(withoutHidden('र\u200Cक')).toBe('र\u200Cक');
    expect(withoutHidden('a\u200Db')).toBe('ab');
    // At a word's end (after a Devanagari letter, before a blank or nothing) it shapes nothing.
    expect(withoutHidden('क\u200D ख\u200C')).toBe('क ख');
  });

  it('leaves no hidden character, and changes nothing a second time (property)', () => {
    const text = fc.string({
      unit: fc.oneof(fc.constantFrom(...HIDDEN), fc.constantFrom('a', '=', ' ', '\n')),
    });
    fc.assert(
      fc.property(text, (value) => {
        const out = withoutHidden(value);
        expect(out.replace(/[\t\n\r]/g, '')).not.toMatch(/[\p{Cc}\p{Cf}\u3164\u2800]/u);
        expect(withoutHidden(out)).toBe(out);
      }),
    );
  });
});

describe('visibleText: free text a person typed', () => {
  it.each([
    // Compatibility look-alikes become the letters they look like (NFKC).
    ['Ｐｒｉｙａ', 'Priya'],
    ['𝐏𝐫𝐢𝐲𝐚 Nair', 'Priya Nair'],
    ['ﬁle', 'file'],
    ['  Priya \u00A0 Nair  ', 'Priya Nair'],
    ['\u202Efdp.exe', 'fdp.exe'],
    ['Na\u202Eir', 'Nair'],
    ['\u200B\u200C\u200D\u2060\uFEFF', ''],
    // A name is one line: a line break pasted into it is a blank.
    ['Priya\nNair\r\n', 'Priya Nair'],
  ])('a name: %j -> %j', (input, expected) => {
    expect(visibleText(input)).toBe(expected);
  });

  it('keeps the lines of a message, without trailing blanks or hidden characters', () => {
    expect(
      visibleText('  Hello,\r\n\u200Bmy statement\u2028shows ₹500 twice.\u202E  ', { lines: true }),
    ).toBe('Hello,\nmy statement\nshows ₹500 twice.');
  });

  it('keeps a message’s paragraphs, one blank line between them, and its lines unindented', () => {
    expect(
      visibleText('Dear team,   \n\n\n\n   my statement \t shows\r₹500  twice.\n\nThanks', {
        lines: true,
      }),
    ).toBe('Dear team,\n\nmy statement shows\n₹500 twice.\n\nThanks');
  });

  it('is stable: cleaning twice is cleaning once (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), fc.boolean(), (value, lines) => {
        const once = visibleText(value, { lines });
        expect(visibleText(once, { lines })).toBe(once);
        expect(once).toBe(once.normalize('NFKC'));
      }),
    );
  });
});

describe('hasVisibleLetter and mixesLookAlikeScripts', () => {
  it.each([
    ['Priya', true],
    ['प्रिया', true],
    ['\u200B\u200B', false],
    ['\u3164\u3164', false],
    ['...', false],
    ['\u0301\u0301', false],
    ['', false],
  ])('%j has a visible letter: %s', (value, expected) => {
    expect(hasVisibleLetter(visibleText(value))).toBe(expected);
  });

  it.each([
    ['Priya Nair', false],
    ['प्रिया नायर', false],
    ['Priya नायर', false],
    ['Иван Петров', false],
    // Two words, each in one alphabet.
    ['Priya Иванова', false],
    // A Cyrillic Р (U+0420) in a Latin word.
    ['\u0420riya', true],
    // A Greek omicron in a Latin word.
    ['R\u03BFhan', true],
  ])('%j mixes look-alike scripts in a word: %s', (value, expected) => {
    expect(mixesLookAlikeScripts(value)).toBe(expected);
  });
});

describe('the contact form’s free text', () => {
  const valid = {
    full_name: 'Priya Nair',
    email: 'priya.nair@example.com',
    phone_no: customers.priya,
    issue: 'Other',
    message: 'Hello',
  };
  const issues = (values: Partial<typeof valid>) =>
    contactSchema.safeParse({ ...valid, ...values }).error?.issues.map((issue) => issue.message) ??
    [];

  it("refuses a name or message of hidden characters only as 'required'", () => {
    expect(issues({ full_name: '\u200B\u200C\u200D\u2060\uFEFF' })).toEqual([
      'Full name is required',
    ]);
    expect(issues({ full_name: '\u202E \u3164' })).toEqual(['Full name is required']);
    expect(issues({ message: '\u200B\u200B\n\u2060' })).toEqual(['Message is required']);
  });

  it('refuses a name that mixes look-alike alphabets in a word', () => {
    expect(issues({ full_name: '\u0420riya Nair' })).toEqual([
      'Please write each word of your name in one alphabet',
    ]);
  });

  it('sends the text cleaned: normalised, without bidi or zero-width characters', () => {
    const parsed = contactSchema.parse({
      ...valid,
      full_name: '\u202EＰｒｉ\u200Bya Nair',
      message: 'See =HYPERLINK("x")\u202E\u200B',
    });
    expect(parsed.full_name).toBe('Priya Nair');
    expect(parsed.message).toBe('See =HYPERLINK("x")');
  });

  it('no name made only of invisible characters or spaces passes (property)', () => {
    const invisible = fc.string({
      unit: fc.constantFrom(...HIDDEN, ' ', '\u00A0', '\u3000'),
      minLength: 1,
    });
    fc.assert(
      fc.property(invisible, (name) => {
        expect(issues({ full_name: name })).toEqual(['Full name is required']);
      }),
    );
  });
});

describe('withoutHiddenInside: a body as the server sent it', () => {
  it('cleans every string inside, and reads no body as null', () => {
    expect(withoutHiddenInside({ name: 'Bank\u202Eknab', items: ['a\u200Bb', 2] })).toEqual({
      name: 'Bankknab',
      items: ['ab', 2],
    });
    expect(withoutHiddenInside(undefined)).toBeNull();
  });
});
