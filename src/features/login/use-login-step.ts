import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { storageKeys, tabStorage } from '@/lib/storage';
import { isIndianMobile } from '@/lib/validation';

export type Step = { name: 'phone' | 'otp' | 'password' } | { name: 'register'; token: string };

type EntryState = Record<string, unknown>;
const entryState = (state: unknown): EntryState =>
  typeof state === 'object' && state !== null ? (state as EntryState) : {};
const isCodeEntry = (state: unknown) => entryState(state).loginStep === 'otp';
/**
 * The history entry's state with or without the code step, keeping what else it carries (where
 * a signed-out visit was going, see src/app/guards.tsx).
 */
function withCodeStep(state: unknown, onCode: boolean): EntryState {
  const { loginStep: _dropped, ...rest } = entryState(state);
  return onCode ? { ...rest, loginStep: 'otp' } : rest;
}

/** The number kept for this tab, when it is a mobile number (storage is untrusted input). */
function keptPhone(): string {
  const kept = tabStorage.get(storageKeys.loginPhone);
  if (kept !== null && !isIndianMobile(kept)) tabStorage.remove(storageKeys.loginPhone);
  return kept !== null && isIndianMobile(kept) ? kept : '';
}

/**
 * The login's steps and the number they are for. The code step is an entry of the browser's
 * history, so Back returns to the phone step (the query kept), and its number is kept for the
 * tab, so a reload stays on it. Registration holds a one-time token: it is never kept.
 */
export function useLoginStep() {
  const location = useLocation();
  const navigate = useNavigate();
  const [phone, setPhone] = useState(keptPhone);
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const shown: Step =
    step.name !== 'register' && isCodeEntry(location.state) && phone ? { name: 'otp' } : step;
  const here = { search: location.search };

  return {
    step: shown,
    phone,
    /** The phone or password step, for this number. */
    show(name: 'phone' | 'password', next = phone) {
      setPhone(next);
      setStep({ name });
    },
    /** A code was sent to `next`. */
    showCode(next: string) {
      setPhone(next);
      tabStorage.set(storageKeys.loginPhone, next);
      setStep({ name: 'phone' });
      navigate(here, { state: withCodeStep(location.state, true) });
    },
    /** Back to the phone step, as the browser's Back does (a reloaded first entry is replaced). */
    leaveCode() {
      if (location.key === 'default') {
        navigate(here, { replace: true, state: withCodeStep(location.state, false) });
      } else navigate(-1);
    },
    /** A new customer registers; the code step is done with, and Back does not return to it. */
    register(token: string) {
      navigate(here, { replace: true, state: withCodeStep(location.state, false) });
      setStep({ name: 'register', token });
    },
    /** Signed in: nothing is kept any longer. */
    finish() {
      tabStorage.remove(storageKeys.loginPhone);
    },
  };
}
