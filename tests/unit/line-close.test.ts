import { describe, expect, it } from 'vitest';
import {
  collateralRequestSchema,
  isOpen,
  type CollateralRequest,
} from '@/session/api/collateral-requests';
import { lineCloseOf } from '@/session/line-close';

/** A request as the server sends it, read through the portal's own schema. */
const requestOf = (fields: Record<string, unknown>): CollateralRequest =>
  collateralRequestSchema.parse({
    id: 'req-1',
    kind: 'RELEASE',
    status: 'RECEIVED',
    created_at: '2026-11-20T10:00:00+05:30',
    due_at: '',
    completed_at: '',
    failure_reason: '',
    ...fields,
  });

describe('a request is open while the lender has yet to finish it', () => {
  it.each([
    ['RECEIVED', true],
    ['IN_PROGRESS', true],
    ['COMPLETED', false],
    ['REJECTED', false],
  ] as const)('%s: open %s', (status, open) => {
    expect(isOpen(requestOf({ status }))).toBe(open);
  });

  it('takes a status it does not know for one just received: open', () => {
    expect(isOpen(requestOf({ status: 'QUEUED_FOR_LENDER' }))).toBe(true);
  });
});

describe('the line’s close, as its requests tell it (docs/product.md#a-line-being-closed)', () => {
  it('is nothing without requests, or when the server has none to give', () => {
    for (const requests of [undefined, null, []]) {
      expect(lineCloseOf(requests)).toEqual({ closing: false, closedOn: undefined });
    }
  });

  it('is under way while a close is open, with the lender’s due date when sent', () => {
    const close = requestOf({ id: 'close-1', kind: 'CLOSE', due_at: '2026-11-30' });
    expect(lineCloseOf([requestOf({}), close])).toEqual({
      closing: true,
      closingDue: '2026-11-30',
    });
    expect(lineCloseOf([requestOf({ kind: 'CLOSE', status: 'IN_PROGRESS' })])).toEqual({
      closing: true,
      closingDue: undefined,
    });
  });

  it('is done on the day a close completed; a refused close, or a completed release, is none', () => {
    const closed = requestOf({
      kind: 'CLOSE',
      status: 'COMPLETED',
      completed_at: '2026-11-25T16:00:00+05:30',
    });
    expect(lineCloseOf([requestOf({ kind: 'CLOSE', status: 'REJECTED' }), closed])).toEqual({
      closing: false,
      closedOn: '2026-11-25T16:00:00+05:30',
    });
    expect(
      lineCloseOf([
        requestOf({ kind: 'CLOSE', status: 'REJECTED' }),
        requestOf({ status: 'COMPLETED', completed_at: '2026-11-21T10:00:00+05:30' }),
      ]),
    ).toEqual({ closing: false, closedOn: undefined });
  });

  it('is not under way for an open release or pledge', () => {
    expect(
      lineCloseOf([requestOf({}), requestOf({ kind: 'PLEDGE', status: 'IN_PROGRESS' })]),
    ).toEqual({ closing: false, closedOn: undefined });
  });
});
