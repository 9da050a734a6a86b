import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { request } from '@/lib/api';
import { callsInFlight, callsLanded } from '../setup/calls-in-flight';
import { server } from '../setup/msw-server';
import { customers } from '../support/demo';

const sendOtp = (marker: string) =>
  request(z.unknown(), {
    method: 'POST',
    url: '/auth/login-otp',
    data: { phone_no: customers.asha, marker },
  }).catch(() => undefined);

describe('the guard against calls still on their way when a test ends', () => {
  it('counts a call from the moment it is made, before the server has seen it', async () => {
    const call = sendOtp('counted');
    expect(callsInFlight()).toBe(1);
    await call;
    expect(callsInFlight()).toBe(0);
  });

  it('waits for a call made as a test ends until the server has answered it', async () => {
    const seen: Promise<unknown>[] = [];
    const listen = ({ request: sent }: { request: Request }) => {
      seen.push(sent.clone().json());
    };
    server.events.on('request:start', listen);
    try {
      void sendOtp('left behind');
      // What a test's end does (tests/setup/vitest.setup.ts): it waits before clearing anything.
      expect(callsInFlight()).toBe(1);
      expect(await callsLanded(15_000)).toBe(true);
      expect(callsInFlight()).toBe(0);
      expect(await Promise.all(seen)).toEqual([
        { phone_no: customers.asha, marker: 'left behind' },
      ]);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });
});
