import * as z from 'zod/mini';
import { request } from '@/lib/api';
import type { ContactValues } from '../contact-schema';

export async function sendContactMessage(values: ContactValues): Promise<void> {
  await request(z.unknown(), { method: 'POST', url: '/contact-us', data: values });
}
