import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: what waits there is module state. */
const load = () => import('@/lib/report');
const call = (status: number) => ({
  kind: 'call' as const,
  url: '/loan/details',
  status,
  duration: 5,
});

beforeEach(() => vi.resetModules());

describe('reports to telemetry', () => {
  it('keeps what was reported before telemetry arrived and gives it over when it does', async () => {
    const { receiveReports, report } = await load();
    report(call(500));
    report(call(503));
    const received = vi.fn();
    receiveReports(received);
    expect(received.mock.calls.map(([item]) => (item as { status: number }).status)).toEqual([
      500, 503,
    ]);
    report(call(502));
    expect(received).toHaveBeenCalledTimes(3);
    expect(received).toHaveBeenLastCalledWith(call(502));
  });

  it('keeps at most 20 while no telemetry comes (it is off)', async () => {
    const { receiveReports, report } = await load();
    for (let i = 0; i < 50; i += 1) report(call(500 + i));
    const received = vi.fn();
    receiveReports(received);
    expect(received).toHaveBeenCalledTimes(20);
    expect(received).toHaveBeenLastCalledWith(call(519));
  });
});

describe("the session's customer, for telemetry to mask", () => {
  it('is what the profile read told, until the session forgets it', async () => {
    const { knowCustomer, knownCustomer } = await load();
    expect(knownCustomer()).toBeUndefined();
    const priya = {
      names: ['Priya', 'Nair'],
      phone: '9876543212',
      email: 'priya.nair@example.com',
      pan: 'CDEPN3456C',
    };
    knowCustomer(priya);
    expect(knownCustomer()).toEqual(priya);
    knowCustomer(undefined);
    expect(knownCustomer()).toBeUndefined();
  });
});
