import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commonPasswords } from '@/features/profile/common-passwords';
import { passwordProblem, PASSWORD_MAX, PASSWORD_MIN } from '@/features/profile/password-rules';
import { characterCount } from '@/lib/characters';
import { customers } from '../support/demo';

const PHONE = customers.priya;
const check = (password: string) => passwordProblem(password, { phone: PHONE, commonPasswords });

describe('characterCount: characters as a person sees them (grapheme clusters)', () => {
  it.each([
    ['', 0],
    ['abcdefgh', 8],
    // One letter with its vowel sign and virama joins: नमस्ते is न, म, स्ते to a reader.
    ['नमस्ते', 3],
    ['क्षत्रिय', 3],
    // A family is one emoji, seven code points.
    ['👨‍👩‍👧', 1],
    ['e\u0301', 1],
    ['🇮🇳🇮🇳', 2],
  ])('%s has %i', (text, count) => {
    expect(characterCount(text)).toBe(count);
  });
});

describe('passwordProblem (docs/product.md#account-security)', () => {
  it.each([
    ['', 'tooShort'],
    ['Ab1@xyz', 'tooShort'],
    // Seven Devanagari letters are seven characters, though they take 21 code units.
    ['क्षत्रियक्षत्रियक्ष', 'tooShort'],
    ['a'.repeat(65), 'tooLong'],
    ['😀'.repeat(65), 'tooLong'],
    [PHONE, 'phone'],
    [`priya${PHONE}`, 'phone'],
    ['password', 'common'],
    ['PASSWORD', 'common'],
    ['12345678', 'common'],
    ['iloveyou', 'common'],
    ['Qwertyuiop', 'common'],
    ['Demo@1234', undefined],
    ['a'.repeat(8), undefined],
    ['a'.repeat(64), undefined],
    ['😀'.repeat(64), undefined],
    ['correct horse battery staple', undefined],
    ['मेरा नया पासवर्ड', undefined],
    // Seven letters a reader sees, though eleven code points: too short.
    ['मेरा पासवर्ड', 'tooShort'],
    ['98765432', undefined],
  ])('%s: %s', (password, problem) => {
    expect(check(password)).toBe(problem);
  });

  it('checks the length first, then the phone, then the list', () => {
    // Too short and common at once: the length is said first.
    expect(check('123456')).toBe('tooShort');
    expect(passwordProblem('password', { phone: 'password', commonPasswords })).toBe('phone');
  });

  it('accepts any 8-64 character password that is not common and holds no phone number, in any script', () => {
    const character = fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      fc.constantFrom('क', 'ष', 'स्ते', 'த', 'ক্ষ', '中', 'ب', '😀', '👨‍👩‍👧', ' ', '@'),
    );
    fc.assert(
      fc.property(
        fc
          .array(character, { minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
          .map((parts) => parts.join(''))
          .filter((password) => {
            const count = characterCount(password);
            return count >= PASSWORD_MIN && count <= PASSWORD_MAX;
          }),
        (password) => {
          fc.pre(!commonPasswords.has(password.toLowerCase()) && !password.includes(PHONE));
          expect(check(password)).toBeUndefined();
        },
      ),
    );
  });

  it('refuses every password of the list, whatever its case, that is long enough to be tried', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...[...commonPasswords].filter((p) => p.length >= PASSWORD_MIN)),
        fc.boolean(),
        (password, upper) => {
          expect(check(upper ? password.toUpperCase() : password)).toBe('common');
        },
      ),
    );
  });
});

describe('the common passwords', () => {
  it('are the 1,000 most common, in lower case, each once', () => {
    expect(commonPasswords.size).toBe(1000);
    for (const password of commonPasswords) {
      expect(password).toBe(password.toLowerCase());
      expect(password).toMatch(/^\S+$/);
    }
    for (const known of ['123456', 'password', '12345678', 'qwerty', 'letmein', 'trustno1']) {
      expect(commonPasswords.has(known)).toBe(true);
    }
  });
});
