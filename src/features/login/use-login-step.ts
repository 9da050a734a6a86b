import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { newPasswordPath } from '@/config/paths';
import { storageKeys, tabStorage } from '@/lib/storage';
import { useHydrated } from '@/lib/use-hydrated';
import { isIndianMobile } from '@/lib/validation';

export type Step = { name: 'phone' | 'otp' | 'password' } | { name: 'register'; token: string };

type EntryState = Record<string, unknown>;
const entryState = (state: unknown): EntryState =>
  typeof state === 'object' && state !== null ? (state as EntryState) : {};
const isCodeEntry = (state: unknown) => entryState(state).loginStep === 'otp';
/** The code was asked for by 'Forgot password?': once signed in, a new password comes next. */
const isForgotEntry = (state: unknown) => entryState(state).forgot === true;
/**
 * The history entry's state with or without the code step, keeping what else it carries (where
 * a signed-out visit was going, see src/app/guards.tsx). The code step of a forgotten password
 * goes to the password form instead.
 */
function withCodeStep(state: unknown, onCode: boolean, forgot?: boolean): EntryState {
  const { loginStep: _step, forgot: _forgot, ...rest } = entryState(state);
  if (onCode) {
    return forgot
      ? { ...rest, loginStep: 'otp', forgot, from: newPasswordPath }
      : { ...rest, loginStep: 'otp' };
  }
  if (isForgotEntry(state)) delete rest.from;
  return rest;
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
  const [keptOrChosen, setPhone] = useState(keptPhone);
  // The tab's number (and so its code step) once hydrated: the prerendered page is the phone step.
  const phone = useHydrated() ? keptOrChosen : '';
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const shown: Step =
    step.name !== 'register' && isCodeEntry(location.state) && phone ? { name: 'otp' } : step;
  const here = { search: location.search };
  /**
   * Back to the phone step's entry, as the browser's Back does; a code step that is the tab's
   * first entry (reloaded on its own) becomes the phone step in place.
   */
  const backToPhone = () => {
    if (location.key === 'default') {
      navigate(here, { replace: true, state: withCodeStep(location.state, false) });
    } else navigate(-1);
  };

  return {
    step: shown,
    phone,
    /** The phone or password step, for this number. */
    show(name: 'phone' | 'password', next = phone) {
      setPhone(next);
      setStep({ name });
    },
    /** A code was sent to `next`; `forgot` when the customer forgot the password. */
    showCode(next: string, forgot?: boolean) {
      setPhone(next);
      tabStorage.set(storageKeys.loginPhone, next);
      setStep({ name: 'phone' });
      navigate(here, { state: withCodeStep(location.state, true, forgot) });
    },
    /** Back to the phone step. */
    leaveCode: backToPhone,
    /** A new customer registers (after `finish`). */
    register(token: string) {
      setStep({ name: 'register', token });
    },
    /**
     * The code was accepted: nothing is kept any longer, and the code step's history entry is
     * left for the phone step's, which the page the customer was going to then replaces (see
     * src/app/guards.tsx). So no /login entry stays behind it: Back from there goes to the page
     * before the login, as it would have without one.
     */
    finish(): Promise<void> {
      tabStorage.remove(storageKeys.loginPhone);
      // A forgotten password: the code step's entry itself goes on to the password form (its
      // phone step stays behind it, as it was).
      if (isForgotEntry(location.state)) return Promise.resolve();
      if (!isCodeEntry(location.state) || location.key === 'default') {
        if (isCodeEntry(location.state)) backToPhone();
        return Promise.resolve();
      }
      // Going back lands later (popstate): the session starts once it has, so the page the
      // customer was going to opens once, not on the code step's entry and again after it.
      const landed = new Promise<void>((resolve) =>
        window.addEventListener('popstate', () => resolve(), { once: true }),
      );
      backToPhone();
      return landed;
    },
  };
}
