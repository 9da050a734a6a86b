import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { orAbsent, request } from '@/lib/api';
import { text } from '@/lib/schema';
import { notificationsKey } from '@/loan/api/loan-keys';

/** Refresh the list this often while the tab is visible (docs/product.md#notifications). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

const notificationSchema = z.object({
  id: z.pipe(
    z.union([z.string().check(z.minLength(1)), z.number()]),
    z.transform((id) => String(id)),
  ),
  // A kind this portal does not know yet is shown as information rather than dropped.
  type: z.catch(z.enum(['success', 'info', 'warning', 'error']), 'info'),
  title: z.string(),
  message: text,
  created_at: z.string(),
  read: z.boolean(),
  link: z.catch(
    z.pipe(
      z.optional(z.nullable(z.string())),
      z.transform((link) => link ?? undefined),
    ),
    undefined,
  ),
});
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationType = Notification['type'];

/** `{data: [...]}`, newest first; an item that does not parse is left out, not the whole list. */
export const notificationListSchema = z.pipe(
  z.object({ data: z.array(z.unknown()) }),
  z.transform(({ data }) =>
    data.flatMap((item) => {
      const parsed = notificationSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

/** The customer's notifications; a server without the endpoint (404) has none to show. */
function getNotifications(): Promise<Notification[]> {
  return orAbsent(() => request(notificationListSchema, { url: '/notifications' }), []);
}

export const notificationsQuery = queryOptions({
  queryKey: notificationsKey,
  meta: { serverWords: true },
  queryFn: getNotifications,
  // Whatever happened while the customer looked elsewhere shows when they come back.
  refetchOnWindowFocus: 'always',
  // A hidden tab does not poll (refetchIntervalInBackground is false).
  refetchInterval: NOTIFICATIONS_REFRESH_MS,
});
