import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { recordOf } from '@/lib/schema';
import { onSessionEnd } from '@/lib/auth-token';
import { storageKeys, tabStorage } from '@/lib/storage';
import { useProfile } from './profile';

/**
 * Far beyond any field of ours; storage is untrusted input, so its size is bounded too. Built
 * where it is read, once per form opened (docs/testing.md#mutation-testing).
 */
const draftSchema = () =>
  z.object({
    owner: z.string(),
    values: recordOf(z.string().check(z.maxLength(10_000))),
  });

const NONE: readonly never[] = [];

/**
 * Keeps what was typed in a form when the server ends the session (a 401 on a submit, or on any
 * call while the form is open): the values go to this tab's session storage (never the token),
 * and come back once the same customer has logged in again and is returned to the page. A
 * sign-out forgets them (lib/auth-token), and so does another customer's login here. The tab now
 * waits at /login, perhaps for someone else, and any script of the site can read its storage:
 * the `secret` fields (a bank account number) are never kept, and are typed again.
 */
export function useKeptDraft<T extends Record<string, string>>(
  name: string,
  form: Pick<UseFormReturn<T>, 'getValues' | 'reset'>,
  { secret = NONE }: { secret?: readonly (keyof T & string)[] } = {},
) {
  const owner = useProfile().data?.id;
  const { getValues, reset } = form;

  // Told before the page re-renders, so the values are still those on screen.
  useEffect(
    () =>
      onSessionEnd((why) => {
        if (why !== 'unauthorized' || !owner) return;
        const values = Object.fromEntries(
          Object.entries(getValues()).filter(([key]) => !secret.includes(key)),
        );
        tabStorage.set(storageKeys.draft(name), JSON.stringify({ owner, values }));
      }),
    [name, owner, getValues, secret],
  );

  const restored = useRef(false);
  useEffect(() => {
    if (!owner || restored.current) return;
    restored.current = true;
    const draft = tabStorage.readJson(storageKeys.draft(name), draftSchema());
    tabStorage.remove(storageKeys.draft(name));
    if (draft?.owner !== owner) return;
    const current = getValues();
    const fields = Object.keys(current).filter((key) => key in draft.values);
    if (fields.length === 0) return;
    const values = { ...current };
    for (const key of fields) Object.assign(values, { [key]: draft.values[key] });
    reset(values, { keepDefaultValues: true });
  }, [name, owner, getValues, reset]);
}
