import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EMAIL_VERIFIED_REDIRECT_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage, isRefusal } from '@/lib/api-error';
import { useDelayedNavigation } from '@/lib/use-delayed';
import { currentProfile, useSetApplicationStatus } from '@/session/profile';
import { useServerAction } from '@/lib/query/server-action';
import { emailCodeCheck, emailCodeSend, emailVerifiedSave } from './api/email';
import type { EmailTexts } from './texts';

type OurNotice = Extract<
  keyof EmailTexts,
  | 'verified'
  | 'saveFailed'
  | 'otpSent'
  | 'otpResent'
  | 'sendFailed'
  | 'resendFailed'
  | 'verificationFailed'
>;

/**
 * What the page says under the address: our words by their key (written in the language on
 * screen, and again after a switch), or the server's message as it was sent.
 */
export type Notice =
  { tone: 'success' | 'error'; says: OurNotice } | { tone: 'error'; sent: string } | undefined;

/** The /verify-email flow (docs/product.md#email-verification). */
export function useEmailVerification(email: string) {
  const client = useQueryClient();
  const setApplicationStatus = useSetApplicationStatus();
  const navigateLater = useDelayedNavigation();
  const [codeSent, setCodeSent] = useState(false);
  const [verified, setVerified] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  // The code was right but the server has not recorded the verified email yet.
  const [unsaved, setUnsaved] = useState(false);
  const { attempt: sendCode } = useServerAction(emailCodeSend);
  const { attempt: check } = useServerAction(emailCodeCheck);
  const checkCode = (code: string) => check({ email, code });
  const { attempt: save } = useServerAction(emailVerifiedSave);
  const saveEmail = (id: string) => save({ id, email });

  const succeed = async () => {
    setUnsaved(false);
    await setApplicationStatus('EMAIL_VERIFIED').catch((error: unknown) =>
      console.warn('Could not save the application status', error),
    );
    setVerified(true);
    setNotice({ tone: 'success', says: 'verified' });
    navigateLater(paths.loanApply, EMAIL_VERIFIED_REDIRECT_MS);
  };

  /**
   * Records the verified email. Success is said only once the server has it: a failed save
   * says so and waits for 'Try again' (`saveAgain`), which sends the save again, not a new code.
   * After 'Email already verified.' the server has the email already: a failed save is logged.
   */
  const finish = async (serverHasIt = false) => {
    const id = currentProfile(client)?.id ?? '';
    try {
      await saveEmail(id);
    } catch (error) {
      console.warn('Could not save the email', error);
      if (serverHasIt) return succeed();
      setUnsaved(true);
      setNotice({ tone: 'error', says: 'saveFailed' });
      return;
    }
    await succeed();
  };

  /** Sends (or resends) the code; true when a code is on its way. */
  const send = async (again: boolean): Promise<boolean> => {
    try {
      if ((await sendCode(email)) === 'already-verified') {
        await finish(true);
        return false;
      }
      setCodeSent(true);
      setNotice({ tone: 'success', says: again ? 'otpResent' : 'otpSent' });
      return true;
    } catch {
      // The product's words exactly, whatever the server said (docs/product.md#email-verification).
      setNotice({ tone: 'error', says: again ? 'resendFailed' : 'sendFailed' });
      return false;
    }
  };

  /**
   * Checks the code; false (with the reason shown) when it is refused, undefined when it could
   * not be checked (the code is kept for another try).
   */
  const verify = async (code: string): Promise<boolean | undefined> => {
    try {
      await checkCode(code);
    } catch (error) {
      const sent = errorMessage(error, '');
      setNotice(sent ? { tone: 'error', sent } : { tone: 'error', says: 'verificationFailed' });
      return isRefusal(error) ? false : undefined;
    }
    await finish();
    return true;
  };

  /** A new address: back to 'Send OTP', with nothing said of the old one. */
  const restart = () => {
    setCodeSent(false);
    setNotice(undefined);
  };

  return { codeSent, verified, unsaved, notice, send, verify, restart, saveAgain: () => finish() };
}
