import { zodResolver } from '@hookform/resolvers/zod';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { setLocale } from '@/lib/i18n/locale';
import { messagesIn, useMessagesFollowLanguage } from '@/lib/form';
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

describe('the messages on screen after a language switch (useMessagesFollowLanguage)', () => {
  /** A form with two fields checked on submit, its messages from the catalogue. */
  function openForm() {
    const view = renderHook(() => {
      const form = useForm({
        defaultValues: { first: 'ab1', second: 'ab' },
        resolver: zodResolver(z.object({ first: schema, second: schema })),
      });
      useMessagesFollowLanguage(form);
      // What the fields show, read as they render.
      const { errors } = form.formState;
      return { form, shown: { first: errors.first?.message, second: errors.second?.message } };
    });
    const form = () => view.result.current.form;
    const message = (name: 'first' | 'second') => view.result.current.shown[name];
    return { form, message };
  }
  const switchTo = (locale: 'en' | 'hi') => act(() => setLocale(locale));

  it('writes each message shown again in the language now on screen', async () => {
    const { form, message } = openForm();
    await act(() => form().trigger('first'));
    expect(message('first')).toBe('Letters only');
    await switchTo('hi');
    expect(message('first')).toBe('केवल अक्षर');
    await switchTo('en');
    expect(message('first')).toBe('Letters only');
  });

  it('checks only the fields that show a message, and only on a switch', async () => {
    const { form, message } = openForm();
    await act(() => form().trigger('first'));
    // Made wrong without a check: it shows nothing until it is checked.
    act(() => form().setValue('second', 'ab2'));
    await switchTo('hi');
    expect(message('first')).toBe('केवल अक्षर');
    expect(message('second')).toBeUndefined();
    // Put right without a check: its message stays until the next check, which is not a render.
    act(() => form().setValue('first', 'ab'));
    expect(message('first')).toBe('केवल अक्षर');
    await switchTo('en');
    expect(message('first')).toBeUndefined();
  });
});
