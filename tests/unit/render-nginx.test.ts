import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../scripts/csp.mjs';
import { EARLY_READS_SOURCE } from '../../scripts/early-reads.mjs';
import { FIRST_PAINT_SOURCE } from '../../scripts/first-paint.mjs';
import { API, SDK } from '../support/demo';

const demo = {
  VITE_API_BASE_URL: API,
  VITE_SDK_API_URL: SDK,
  VITE_PORTFOLIO_API_URL: 'https://portfolio.lark.test',
  VITE_VOLT_SCRIPT_URL: '/demo/volt-sdk.js',
  VITE_SDK_WIDGET_URL: '/demo/eligibility-widget.html',
  VITE_API_MOCKING: 'true',
};
const connectSrc = (env: Record<string, string | undefined>) =>
  /connect-src ([^;]*)/.exec(contentSecurityPolicy(env))?.[1]?.split(' ');

describe('the Content-Security-Policy nginx sends', () => {
  it('lets the portal reach the telemetry collector, and only when one is configured', () => {
    expect(
      connectSrc({ ...demo, VITE_TELEMETRY_URL: 'https://telemetry.example.in/v1/events' }),
    ).toEqual([
      "'self'",
      'https://api.lark.test',
      SDK,
      'https://portfolio.lark.test',
      'https://telemetry.example.in',
    ]);
    expect(connectSrc({ ...demo, VITE_TELEMETRY_URL: '' })).toEqual([
      "'self'",
      'https://api.lark.test',
      SDK,
      'https://portfolio.lark.test',
    ]);
  });

  it('lets in the one pinned credit-line file, not every script from its host', () => {
    const scriptSrc = (url: string) =>
      /script-src ([^;]*)/.exec(contentSecurityPolicy({ ...demo, VITE_VOLT_SCRIPT_URL: url }))?.[1];
    expect(scriptSrc('https://volt.example.in/sdk/VoltMoney-sdk-v1.9.js')).toBe(
      `'self' ${FIRST_PAINT_SOURCE} https://volt.example.in/sdk/VoltMoney-sdk-v1.9.js`,
    );
    expect(scriptSrc('https://volt.example.in/sdk/v1;2,3.js')).toBe(
      `'self' ${FIRST_PAINT_SOURCE} https://volt.example.in/sdk/v1%3B2%2C3.js`,
    );
    // The demo's file is the portal's own.
    expect(scriptSrc('/demo/volt-sdk.js')).toBe(`'self' ${FIRST_PAINT_SOURCE}`);
  });

  it('lets in the signed-in first reads of the HTML where the API is a server, by their hash', () => {
    const policy = contentSecurityPolicy({ ...demo, VITE_API_MOCKING: 'false' });
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(
      `'self' ${FIRST_PAINT_SOURCE} ${EARLY_READS_SOURCE}`,
    );
  });

  it("lets a partner's host link the manifest it builds (a data: URL), and nothing else", () => {
    expect(/manifest-src ([^;]*)/.exec(contentSecurityPolicy(demo))?.[1]).toBe("'self' data:");
  });
});
