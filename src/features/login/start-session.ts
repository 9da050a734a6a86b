import { errorMessage } from '@/lib/api-error';
import { writeToken } from '@/lib/auth-token';
import { textsNow } from '@/lib/i18n/texts';
import { notify } from '@/lib/toast';
import { loginTexts } from './texts';

const unsaved = (error: unknown) =>
  notify.error(textsNow(loginTexts).offersNotSaved(errorMessage(error)));

/**
 * Signs the customer in and, when they ticked the box on /login, records their consent to offers
 * with the new session (docs/product.md#consent). Signing in never waits for it, and the call's
 * code loads only for a customer who asked; a refusal (or no connection) is reported, not retried.
 */
export function startSession(token: string, marketing: boolean): void {
  writeToken(token);
  if (!marketing) return;
  import('@/session/api/consents')
    .then((module) => module.putConsent('MARKETING', true))
    .catch(unsaved);
}
