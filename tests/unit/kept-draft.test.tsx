import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToken, writeToken } from '@/lib/auth-token';
import { storageKeys } from '@/lib/storage';
import { useKeptDraft } from '@/session/use-kept-draft';
import { customers } from '../support/demo';

/**
 * What was typed in a form, kept in this tab when the server ends the session and put back for
 * the same customer (src/session/use-kept-draft.ts). The signed-in customer is the profile's id;
 * here it is set by the test (`undefined` while the profile is still loading).
 */
const profile = vi.hoisted(() => ({ id: undefined as string | undefined }));
vi.mock('@/session/profile', () => ({
  useProfile: () => ({ data: profile.id === undefined ? undefined : { id: profile.id } }),
}));

type Payout = { account_number: string; ifsc_code: string; bank_name: string };
const saved: Payout = { account_number: '', ifsc_code: 'SBIN0000001', bank_name: 'SBI' };
const SECRET = ['account_number'] as const;
const key = storageKeys.draft('payout');
const kept = () => sessionStorage.getItem(key);
const keep = (owner: string, values: Record<string, string>) =>
  sessionStorage.setItem(key, JSON.stringify({ owner, values }));

/** The payout form as its page has it: the saved details as defaults, the account number secret. */
function openForm(owner: string | null = 'asha') {
  profile.id = owner ?? undefined;
  const view = renderHook(() => {
    const form = useForm<Payout>({ defaultValues: saved });
    useKeptDraft('payout', form, { secret: SECRET });
    return form;
  });
  return {
    ...view,
    form: () => view.result.current,
    profileLoads: (id: string) => {
      profile.id = id;
      view.rerender();
    },
  };
}

const typed = { account_number: '123456789012', ifsc_code: 'HDFC0001234', bank_name: 'HDFC' };
function type(form: () => ReturnType<typeof useForm<Payout>>) {
  act(() => {
    for (const [name, value] of Object.entries(typed))
      form().setValue(name as keyof Payout, value, { shouldDirty: true });
  });
}
const sessionEnds = (why: 'unauthorized' | 'signed-out') =>
  act(() => {
    removeToken(why);
  });

beforeEach(() => {
  sessionStorage.clear();
  writeToken(`demo.${customers.priya}.draft`);
});

describe('a draft kept when the server ends the session', () => {
  it('keeps what was typed, for this customer, never the secret fields', () => {
    const { form } = openForm();
    type(form);
    sessionEnds('unauthorized');
    expect(JSON.parse(kept() ?? 'null')).toEqual({
      owner: 'asha',
      values: { ifsc_code: 'HDFC0001234', bank_name: 'HDFC' },
    });
  });

  it('keeps nothing on a sign-out', () => {
    const { form } = openForm();
    type(form);
    sessionEnds('signed-out');
    expect(kept()).toBeNull();
  });

  it('keeps nothing before the customer is known, and keeps it once the profile has come', () => {
    const { form, profileLoads } = openForm(null);
    type(form);
    sessionEnds('unauthorized');
    expect(kept()).toBeNull();

    writeToken(`demo.${customers.priya}.again`);
    profileLoads('asha');
    sessionEnds('unauthorized');
    expect(JSON.parse(kept() ?? 'null')).toMatchObject({ owner: 'asha' });
  });

  it('stops listening when the form goes', () => {
    const { form, unmount } = openForm();
    type(form);
    unmount();
    sessionEnds('unauthorized');
    expect(kept()).toBeNull();
  });
});

describe('a kept draft', () => {
  it('is put back once for the same customer, the secret fields left as they were', () => {
    keep('asha', { ifsc_code: 'HDFC0001234', bank_name: 'HDFC' });
    const { form } = openForm();
    expect(form().getValues()).toEqual({
      account_number: '',
      ifsc_code: 'HDFC0001234',
      bank_name: 'HDFC',
    });
    expect(kept()).toBeNull();
    // The saved details stay the form's own: going back to them is going back to the server's.
    act(() => form().reset());
    expect(form().getValues()).toEqual(saved);
  });

  it('waits for the profile before it is read', () => {
    keep('asha', { bank_name: 'HDFC' });
    const { form, profileLoads } = openForm(null);
    expect(form().getValues()).toEqual(saved);
    expect(kept()).not.toBeNull();
    profileLoads('asha');
    expect(form().getValues('bank_name')).toBe('HDFC');
  });

  it('is never shown to another customer, and is forgotten', () => {
    keep('rohan', { bank_name: 'HDFC' });
    const { form } = openForm();
    expect(form().getValues()).toEqual(saved);
    expect(kept()).toBeNull();
  });

  it('is forgotten when it does not parse (storage is untrusted input)', () => {
    sessionStorage.setItem(key, JSON.stringify({ owner: 'asha', values: { bank_name: 7 } }));
    const { form } = openForm();
    expect(form().getValues()).toEqual(saved);
    expect(kept()).toBeNull();
  });

  it('puts back only fields the form has', () => {
    keep('asha', { bank_name: 'HDFC', nickname: 'salary' });
    const { form } = openForm();
    expect(form().getValues()).toEqual({ ...saved, bank_name: 'HDFC' });
  });

  it('leaves a form with nothing kept as it is', () => {
    const { form } = openForm();
    expect(form().getValues()).toEqual(saved);
  });
});
