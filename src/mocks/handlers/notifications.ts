import { HttpResponse } from 'msw';
import { db } from '../db';
import { apiUrl, customerOf, fail, jsonBody, unauthorized, http } from '../http';
import { settleCollateralRequests } from '../collateral';
import { addDueNotices } from '../notifications';
import type { DemoNotification } from '../schema';

/** Runs `change` on the signed-in customer's notifications; undefined when nobody is signed in. */
function changeNotifications<T>(
  request: Request,
  change: (list: DemoNotification[]) => T,
): T | undefined {
  const customer = customerOf(request);
  if (!customer) return undefined;
  return db.update((state) => {
    const stored = state.customers[customer.phone_no];
    return stored ? change((stored.notifications ??= [])) : undefined;
  });
}

const notFound = () => fail(404, 'Notification not found');

/**
 * The customer's notifications, newest first, and the three ways to change them
 * (docs/api-contract.md#notifications).
 */
export const notificationHandlers = [
  http.get(apiUrl('/notifications'), ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    const list = db.update((state) => {
      const stored = state.customers[customer.phone_no];
      if (stored) settleCollateralRequests(stored);
      if (stored) addDueNotices(stored);
      return stored?.notifications ?? [];
    });
    // Newest first; written at the same moment, the later written comes first.
    const data = [...list]
      .reverse()
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    return HttpResponse.json({ data });
  }),

  http.patch(apiUrl('/notifications/:id'), async ({ request, params }) => {
    const { read } = await jsonBody(request);
    if (read !== true) return fail(400, 'Only marking as read is supported');
    const found = changeNotifications(request, (list) => {
      const item = list.find((n) => n.id === params.id);
      if (item) item.read = true;
      return Boolean(item);
    });
    if (found === undefined) return unauthorized();
    return found ? HttpResponse.json({ message: 'Marked as read' }) : notFound();
  }),

  http.post(apiUrl('/notifications/read-all'), ({ request }) => {
    const done = changeNotifications(request, (list) => {
      for (const item of list) item.read = true;
      return true;
    });
    return done ? HttpResponse.json({ message: 'All marked as read' }) : unauthorized();
  }),

  http.delete(apiUrl('/notifications/:id'), ({ request, params }) => {
    const found = changeNotifications(request, (list) => {
      const index = list.findIndex((n) => n.id === params.id);
      if (index >= 0) list.splice(index, 1);
      return index >= 0;
    });
    if (found === undefined) return unauthorized();
    return found ? HttpResponse.json({ message: 'Deleted' }) : notFound();
  }),
];
