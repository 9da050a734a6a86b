import { mutationOptions } from '@tanstack/react-query';
import { notificationsKey } from '@/loan/api/loan-keys';
import type { AxiosRequestConfig } from 'axios';
import { request } from '@/lib/api';
import { changeAnswer } from '@/lib/change-answer';

export type NotificationChange =
  { kind: 'read'; id: string } | { kind: 'read-all' } | { kind: 'delete'; id: string };

const itemUrl = (id: string) => `/notifications/${encodeURIComponent(id)}`;

function configOf(change: NotificationChange): AxiosRequestConfig {
  switch (change.kind) {
    case 'read':
      return { method: 'PATCH', url: itemUrl(change.id), data: { read: true } };
    case 'read-all':
      return { method: 'POST', url: '/notifications/read-all' };
    case 'delete':
      return { method: 'DELETE', url: itemUrl(change.id) };
  }
}

/** `PATCH /notifications/{id}`, `POST /notifications/read-all` or `DELETE /notifications/{id}`. */
export async function sendNotificationChange(change: NotificationChange): Promise<void> {
  await request(changeAnswer, configOf(change));
}

/** Marking read and deleting, as one kind of change: the list shows those on their way. */
export const notificationChange = mutationOptions({
  mutationKey: ['notifications', 'change'],
  mutationFn: sendNotificationChange,
  // Either way the list is read again; a confirmed change stays shown until that answer arrives.
  onSuccess: (_answer, _change, _context, { client }) =>
    client.invalidateQueries({ queryKey: notificationsKey }),
  onError: (_error, _change, _context, { client }) =>
    void client.invalidateQueries({ queryKey: notificationsKey }),
});
