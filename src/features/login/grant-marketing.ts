import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { putConsent } from '@/session/api/consents';

/** The consent to offers the customer gave on /login; a refusal is reported, not retried. */
export async function grantMarketing(): Promise<void> {
  try {
    await putConsent('MARKETING', true);
  } catch (error) {
    notify.error(`Your choice about offers was not saved: ${errorMessage(error)}`);
  }
}
