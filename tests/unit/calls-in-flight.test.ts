import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { request } from '@/lib/api';
import { callsInFlight } from '../setup/calls-in-flight';
import { server } from '../setup/msw-server';

const sendOtp = (marker: string) =>
  request(z.unknown(), {
    method: 'POST',
    url: '/auth/login-otp',
    data: { phone_no: '9876543210', marker },
  }).catch(() => undefined);

describe('the guard against calls still on their way when a test ends', () => {
  it('counts a call from the moment it is made, before the server has seen it', async () => {
    const call = sendOtp('counted');
    expect(callsInFlight()).toBe(1);
    await call;
    expect(callsInFlight()).toBe(0);
  });

  const markers: unknown[] = [];
  const listen = ({ request: sent }: { request: Request }) =>
    void sent
      .clone()
      .json()
      .then((body: { marker?: unknown }) => markers.push(body.marker));

  it('lets a call made as a test ends land before the next test starts', () => {
    server.events.on('request:start', listen);
    void sendOtp('left behind');
  });

  it('so that the next test never sees it', () => {
    server.events.removeListener('request:start', listen);
    expect(markers).toEqual(['left behind']);
  });
});
