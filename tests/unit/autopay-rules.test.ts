import { describe, expect, it } from 'vitest';
import { autopayMethod, gatewayPage } from '@/features/autopay/autopay-rules';
import type { Mandate } from '@/loan/api/mandate';
import { debitComing } from '@/loan/autopay-debit';

describe('the autopay method offered', () => {
  it.each([
    [15_000, undefined, 'UPI_AUTOPAY'],
    [15_000.01, 100, 'ENACH'],
    [5_000, 20_000, 'UPI_AUTOPAY'],
    [undefined, 1_946.88, 'UPI_AUTOPAY'],
    [undefined, 15_000, 'UPI_AUTOPAY'],
    [undefined, 15_001, 'ENACH'],
    [undefined, 0, 'UPI_AUTOPAY'],
    [undefined, undefined, 'ENACH'],
  ] as const)('most %s, interest due %s: %s', (most, due, method) => {
    expect(autopayMethod(most, due)).toBe(method);
  });
});

describe('the gateway page the portal opens', () => {
  const ALLOWED = ['https://pay.kestrel.in', 'self'];
  /** A page is a secure context on https or this machine, as browsers count it. */
  const opened = (url: string, page = 'https://portal.lark.in', allowed = ALLOWED) =>
    gatewayPage(url, allowed, {
      origin: new URL(page).origin,
      secure: /^https:|^http:\/\/(?:[\w-]+\.)?localhost(?::|$)/.test(page),
    })?.href;

  it('opens an https page of a configured origin', () => {
    expect(opened('https://pay.kestrel.in/m/1?r=2')).toBe('https://pay.kestrel.in/m/1?r=2');
  });

  it.each([
    ['http on a configured host', 'http://pay.kestrel.in/m/1'],
    ['another port', 'https://pay.kestrel.in:8443/m/1'],
    ['another host', 'https://pay.kestrel.in.evil.example/m/1'],
    ['a subdomain', 'https://x.pay.kestrel.in/m/1'],
    ['credentials', 'https://user:pw@pay.kestrel.in/m/1'],
    ['a user name alone', 'https://user@pay.kestrel.in/m/1'],
    ['a password alone', 'https://:pw@pay.kestrel.in/m/1'],
    ['script', 'javascript:alert(1)'],
    ['data', 'data:text/html,hi'],
    ['a path alone', '/demo/mandate-gateway.html'],
    ['no URL at all', 'not a url'],
  ])('refuses %s', (_what, url) => {
    expect(opened(url)).toBeUndefined();
  });

  it("opens the portal's own pages when self is configured, on https or on this machine", () => {
    expect(opened('https://portal.lark.in/demo/g.html')).toBe('https://portal.lark.in/demo/g.html');
    expect(opened('http://localhost:4173/demo/g.html', 'http://localhost:4173')).toBe(
      'http://localhost:4173/demo/g.html',
    );
    expect(opened('http://acme.localhost:4173/g', 'http://acme.localhost:4173')).toBeDefined();
  });

  it("refuses the portal's own pages without self, over plain http elsewhere, or on another origin", () => {
    expect(
      opened('https://portal.lark.in/g', undefined, ['https://pay.kestrel.in']),
    ).toBeUndefined();
    expect(opened('http://portal.lark.in/g', 'http://portal.lark.in')).toBeUndefined();
    expect(opened('http://localhost:4174/g', 'http://localhost:4173')).toBeUndefined();
    expect(opened('https://portal.lark.in/g', 'https://acme.lark.in')).toBeUndefined();
  });

  it('refuses plain http even on an origin the configuration names', () => {
    expect(
      opened('http://pay.kestrel.in/m/1', undefined, ['http://pay.kestrel.in']),
    ).toBeUndefined();
  });

  it('refuses everything when no gateway is configured', () => {
    expect(opened('https://pay.kestrel.in/m/1', undefined, [])).toBeUndefined();
  });
});

describe('an autopay debit coming', () => {
  const mandate = (change: Partial<Mandate> = {}): Mandate => ({
    status: 'ACTIVE',
    method: 'UPI_AUTOPAY',
    bank_name: 'HDFC Bank',
    account_last4: '4821',
    max_amount: 15_000,
    next_debit: { date: '2026-11-30', amount: 1617.81 },
    ...change,
  });
  const at = (time: string) => new Date(time);
  const coming = { amount: 1617.81, date: '2026-11-30', bank: 'HDFC Bank', last4: '4821' };

  it.each([
    ['just before 24 h ahead of the day', '2026-11-28T23:59:59+05:30', undefined],
    ['24 h before the day begins', '2026-11-29T00:00:00+05:30', coming],
    ['the evening before', '2026-11-29T21:00:00+05:30', coming],
    ['on the day', '2026-11-30T23:59:59+05:30', coming],
    ['the day after', '2026-12-01T00:00:00+05:30', undefined],
  ])('for a day alone, %s', (_when, now, expected) => {
    expect(debitComing(mandate(), at(now))).toEqual(expected);
  });

  it('for a time, from 24 h before it until then', () => {
    const timed = mandate({ next_debit: { date: '2026-11-30T10:00:00+05:30', amount: 500 } });
    expect(debitComing(timed, at('2026-11-29T09:59:59+05:30'))).toBeUndefined();
    expect(debitComing(timed, at('2026-11-29T10:00:00+05:30'))).toMatchObject({ amount: 500 });
    expect(debitComing(timed, at('2026-11-30T09:59:59+05:30'))).toBeDefined();
    expect(debitComing(timed, at('2026-11-30T10:00:00+05:30'))).toBeUndefined();
  });

  it.each([
    ['pending', mandate({ status: 'PENDING' })],
    ['paused', mandate({ status: 'PAUSED' })],
    ['none set up', mandate({ status: 'NONE' })],
    ['with no next debit', mandate({ next_debit: undefined })],
    ['no autopay offered', null],
  ])('says nothing when the mandate is %s', (_what, value) => {
    expect(debitComing(value, at('2026-11-30T09:00:00+05:30'))).toBeUndefined();
  });
});
