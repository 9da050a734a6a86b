import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { setLocale } from '@/lib/i18n/locale';
import { messagesIn } from '@/lib/form';
import { defineTexts } from '@/lib/i18n/texts';

const en = { rule: 'Letters only', count: (n: number) => `At most ${n}` };
const catalogue = defineTexts(en, {
  './texts.hi.ts': () =>
    Promise.resolve({ hi: { rule: 'केवल अक्षर', count: (n: number) => `अधिकतम ${n}` } }),
});
const says = messagesIn(catalogue);
const schema = z.string().check(
  z.regex(
    /^[a-z]*$/,
    says((t) => t.rule),
  ),
  z.maxLength(
    3,
    says((t) => t.count(3)),
  ),
);
const messages = (value: string) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

afterEach(() => setLocale('en'));

describe('a form’s zod messages (messagesIn)', () => {
  it('writes each message from the catalogue, only for the rule that fails', () => {
    expect(messages('abc')).toEqual([]);
    expect(messages('ab1')).toEqual(['Letters only']);
    expect(messages('abcd1')).toEqual(['Letters only', 'At most 3']);
  });

  it('writes a message in the language on screen when the field is checked, not when the schema was made', async () => {
    await setLocale('hi');
    expect(messages('ab1')).toEqual(['केवल अक्षर']);
    await setLocale('en');
    expect(messages('ab1')).toEqual(['Letters only']);
  });
});
