import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { CodeFlow } from './code-entry';
import { phoneCodeSend, type CodeRequest } from './phone-code';

/**
 * Where a confirmed change stands: the customer is choosing it, typing the phone's code for the
 * change chosen, or it is done.
 */
export type ConfirmedStep<C, T> =
  { at: 'choosing' } | { at: 'code'; change: C } | { at: 'done'; change: C; result: T };

type Options<C, T, V> = {
  /**
   * The code request for the change: its purpose, and the change as the confirming request sends
   * it without the code (docs/api-contract.md#phone-codes).
   */
  codeFor: (change: C) => CodeRequest;
  /** The write, from its feature's `api/` file (it owns the cache effects). */
  mutation: UseMutationOptions<T, Error, V>;
  /** The write's variables for the change, with the code typed. */
  request: (change: C, code: string) => V;
  /** What the screen does once it is done (a toast, a reset form), after the write's own effects. */
  onDone?: (result: T, change: C) => void;
  /**
   * The server's records may refuse the change (409), or the server the change itself (422): the
   * step goes back to the choice with its words. Otherwise either is a refused code like any other.
   */
  recordsRefuse?: boolean;
};

/**
 * The one way through a change the phone's code confirms (docs/architecture.md#the-code-step):
 * `ask(change)` opens the code step for that change, `back()` leaves it, `startOver()` also forgets
 * a refusal (the choice changed); while it is open, `flow` is what `CodeEntry`
 * runs: it asks for
 * the code with the purpose and the change (resolving to the server's summary, shown beside the
 * boxes), sends the change with the code, and moves the step to done or back to the choice.
 */
export function useConfirmedChange<C, T, V>({
  codeFor,
  mutation,
  request,
  onDone,
  recordsRefuse,
}: Options<C, T, V>) {
  const [step, setStep] = useState<ConfirmedStep<C, T>>({ at: 'choosing' });
  const { mutateAsync: sendCode } = useMutation(phoneCodeSend);
  const { mutateAsync: write } = useMutation(mutation);
  // The server's words refusing the change: they stay until the choice changes.
  const [refused, setRefused] = useState<string>();
  const ask = (change: C) => setStep({ at: 'code', change });
  const back = () => setStep({ at: 'choosing' });
  const startOver = () => {
    back();
    setRefused(undefined);
  };
  const state = { step, refused, ask, back, startOver };
  if (step.at !== 'code') return { ...state, flow: undefined };
  const { change } = step;
  const flow: CodeFlow<T> = {
    send: () => sendCode(codeFor(change)),
    confirm: (code) => write(request(change, code)),
    done: (result) => {
      setStep({ at: 'done', change, result });
      onDone?.(result, change);
    },
    refuse: recordsRefuse
      ? (message) => {
          back();
          setRefused(message);
        }
      : undefined,
  };
  return { ...state, flow };
}

export type ConfirmedChange<C, T> = ReturnType<typeof useConfirmedChange<C, T, never>>;
