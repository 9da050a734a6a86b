import { mutationOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getEnv } from '@/config/env';
import { request } from '@/lib/api';
import type { MandateMethod } from '@/loan/api/mandate';
import { gatewayPage } from '../autopay-rules';

/** Asks the lender for its payment gateway's page that registers a mandate by `method`. */
export async function setUpMandate(method: MandateMethod): Promise<string> {
  const answer = await request(z.object({ data: z.object({ redirect_url: z.string() }) }), {
    method: 'POST',
    url: '/loan/mandate',
    data: { method },
  });
  return answer.data.redirect_url;
}

/**
 * 'Set up autopay': resolves to the gateway's page, once it is one the portal may open
 * (`VITE_MANDATE_ORIGINS`); any other page fails like a failed call. Nothing cached changes: the
 * customer leaves for the gateway and comes back to a page loaded afresh, which reads the mandate
 * again. The screen words a failure itself.
 */
export const mandateSetUp = mutationOptions({
  mutationFn: async (method: MandateMethod) => {
    const answered = await setUpMandate(method);
    const page = gatewayPage(answered, getEnv().VITE_MANDATE_ORIGINS ?? [], {
      origin: window.location.origin,
      secure: window.isSecureContext,
    });
    if (!page) {
      // For the people who run the portal: which origin to add, if it is the lender's.
      console.warn('Autopay: a gateway page outside VITE_MANDATE_ORIGINS was refused', answered);
      throw new Error('The gateway page is not one the portal may open');
    }
    return page;
  },
  meta: { inlineError: true },
});
