import { describe, expect, it } from 'vitest';
import { notificationListSchema } from '@/features/notifications/api/notifications';
import { applyChanges, notificationHref } from '@/features/notifications/notification-rules';
import { relativeTime } from '@/features/notifications/relative-time';

const ORIGIN = 'https://acme.portal.example';

describe('a notification link (a same-origin path of a known route)', () => {
  it.each([
    ['/loan?tab=transactions', '/loan?tab=transactions'],
    ['/loan', '/loan'],
    ['/', '/'],
    ['/verify-email', '/verify-email'],
    ['/notifications#top', '/notifications#top'],
  ])('links %s', (link, expected) => {
    expect(notificationHref(link, ORIGIN)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '//evil.example/loan',
    '/\\evil.example',
    'https://evil.example/loan',
    `${ORIGIN}/loan`,
    'data:text/html,<script>alert(1)</script>',
    '/admin',
    '/loan/unknown',
    '/login',
    'loan',
    '',
    undefined,
  ])('renders %s as plain text', (link) => {
    expect(notificationHref(link, ORIGIN)).toBeUndefined();
  });
});

describe('when a notification happened, as a person would say it', () => {
  // 25 Nov 2026, 15:00 in India.
  const now = new Date('2026-11-25T09:30:00Z');
  it.each([
    ['2026-11-25T09:29:40Z', 'Just now'],
    ['2026-11-25T09:31:00Z', 'Just now'],
    ['2026-11-25T09:29:00Z', '1 min ago'],
    ['2026-11-25T09:28:00Z', '2 min ago'],
    ['2026-11-25T08:31:00Z', '59 min ago'],
    ['2026-11-25T08:30:00Z', '1 hour ago'],
    ['2026-11-25T04:00:00Z', '5 hours ago'],
    // 00:10 today in India: still today.
    ['2026-11-24T18:40:00Z', '14 hours ago'],
    // 23:50 yesterday in India.
    ['2026-11-24T18:20:00Z', 'Yesterday'],
    ['2026-11-24T00:00:00Z', 'Yesterday'],
    ['2026-11-23T18:29:00Z', '23 Nov 2026'],
    ['2025-01-05T06:00:00Z', '5 Jan 2025'],
    ['not a date', 'not a date'],
  ])('%s reads %s', (createdAt, expected) => {
    expect(relativeTime(createdAt, now)).toBe(expected);
  });

  it('counts minutes across midnight as minutes', () => {
    // 00:20 in India; the item is from 23:50 the day before.
    expect(relativeTime('2026-11-24T18:20:00Z', new Date('2026-11-24T18:50:00Z'))).toBe(
      '30 min ago',
    );
  });
});

describe('the notifications schema', () => {
  const item = {
    id: 7,
    type: 'warning',
    title: 'Interest due',
    message: 'Pay by Friday',
    created_at: '2026-11-25T09:00:00Z',
    read: false,
  };

  it('reads the list, ids as strings, a missing link as none', () => {
    expect(notificationListSchema.parse({ data: [item] })).toEqual([
      { ...item, id: '7', link: undefined },
    ]);
  });

  it('keeps the good items when one is malformed, and reads an unknown type as info', () => {
    const list = notificationListSchema.parse({
      data: [{ ...item, type: 'party', link: '/loan' }, { id: 'x', title: 3 }, null],
    });
    expect(list).toEqual([{ ...item, id: '7', type: 'info', link: '/loan' }]);
  });

  it('refuses a body that is not a list', () => {
    expect(notificationListSchema.safeParse({ data: 'none' }).success).toBe(false);
    expect(notificationListSchema.safeParse([]).success).toBe(false);
  });
});

describe('changes shown before the server confirms them', () => {
  const list = [
    { id: 'a', read: false },
    { id: 'b', read: false },
    { id: 'c', read: true },
  ];

  it('applies marks, deletes and mark-all in order', () => {
    expect(applyChanges(list, [{ kind: 'read', id: 'a' }])).toEqual([
      { id: 'a', read: true },
      { id: 'b', read: false },
      { id: 'c', read: true },
    ]);
    expect(applyChanges(list, [{ kind: 'delete', id: 'b' }, { kind: 'read-all' }])).toEqual([
      { id: 'a', read: true },
      { id: 'c', read: true },
    ]);
    expect(applyChanges(list, [])).toBe(list);
  });
});
