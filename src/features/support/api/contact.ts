import { mutationOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { changeAnswer } from '@/lib/change-answer';
import type { ContactValues } from '../contact-schema';

export async function sendContactMessage(values: ContactValues): Promise<void> {
  await request(changeAnswer, { method: 'POST', url: '/contact-us', data: values });
}

/** Sends a message to the support team. */
export const contactMessageSend = mutationOptions({ mutationFn: sendContactMessage });
