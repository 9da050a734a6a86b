import { afterEach, describe, expect, it, vi } from 'vitest';
import { sdkCredentials, sdkSessionQuery } from '@/features/eligibility/api/sdk';
import { createQueryClient } from '@/lib/query/query-client';
import { recordCalls } from '../setup/record-calls';
import { customers, SDK } from '../support/demo';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** What the home page does when it needs the session: the cached one while it is fresh. */
const client = createQueryClient();
const initSdk = (phone: string) => client.fetchQuery(sdkSessionQuery(phone));

describe('the eligibility SDK session', () => {
  it('opens one session for concurrent callers and reuses it until the 3600 s TTL has passed', async () => {
    const inits = recordCalls('/loan-sdk/init');
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const [a, b] = await Promise.all([initSdk(customers.asha), initSdk(customers.asha)]);
    expect(a).toBe(b);
    expect(inits).toHaveLength(1);
    vi.setSystemTime(start + 3_599_000);
    expect(await initSdk(customers.asha)).toBe(a);
    expect(inits).toHaveLength(1);
    vi.setSystemTime(start + 3_600_001);
    const renewed = await initSdk(customers.asha);
    expect(renewed.sessionId).not.toBe(a.sessionId);
    expect(inits).toHaveLength(2);
    expect(inits[0]?.headers.get('x-sdk-key')).toBe('demo-sdk-key');
    expect(inits[0]?.headers.get('x-sdk-secret')).toBe('demo-sdk-secret');
  });

  it('sends the phone and isVerified with the SDK key and secret', async () => {
    const { server } = await import('../setup/msw-server');
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/loan-sdk/init')) urls.push(request.url);
    });
    await initSdk(customers.rohan);
    const url = new URL(urls[0] ?? '');
    expect(url.searchParams.get('phone')).toBe(customers.rohan);
    expect(url.searchParams.get('isVerified')).toBe('true');
  });
});

describe('the SDK init timeout', () => {
  it('gives up on the init call after 10 s', async () => {
    const { api } = await import('@/lib/api-client');
    const send = vi.spyOn(api, 'request');
    await createQueryClient().fetchQuery(sdkSessionQuery(customers.vikram));
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        url: `${SDK}/loan-sdk/init`,
        timeout: 10_000,
      }),
    );
    send.mockRestore();
  });
});

describe('sdkCredentials', () => {
  it('names the missing configuration', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_SDK_SECRET', '');
    const { sdkCredentials: fresh } = await import('@/features/eligibility/api/sdk');
    expect(() => fresh()).toThrow(
      'Missing required configuration: apiKey and apiSecret are required',
    );
    expect(sdkCredentials()).toEqual({ key: 'demo-sdk-key', secret: 'demo-sdk-secret' });
  });
});
