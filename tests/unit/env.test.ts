import { describe, expect, it, vi } from 'vitest';
import { ConfigError, getEnv, parseEnv, resetEnv } from '@/config/env';

/** A well-formed pin of the credit-line script (the hash of no real file). */
const PIN = `sha384-${'A'.repeat(64)}`;

const valid = {
  VITE_API_BASE_URL: 'https://api.example.in/customer',
  VITE_API_SIGNATURE: 'sig-123',
  VITE_SDK_API_URL: 'https://sdk-api.example.in',
  VITE_SDK_WIDGET_URL: 'https://sdk.example.in/',
  VITE_PORTFOLIO_API_URL: 'https://portfolio.example.in',
  VITE_VOLT_SCRIPT_URL: 'https://volt.example.in/sdk/VoltMoney-sdk-v1.9.js',
  VITE_VOLT_ENVIRONMENT: 'staging',
  VITE_VOLT_SCRIPT_INTEGRITY: PIN,
  VITE_SUPPORT_PHONE: '+91 80 4000 0000',
  VITE_SUPPORT_WHATSAPP: '+91 80 4000 0000',
  VITE_SUPPORT_EMAIL: 'support@example.in',
  VITE_LENDERS: JSON.stringify([
    {
      name: 'Kestrel Finance Ltd',
      rbi_registration: 'N-14.03452',
      website: 'https://kestrel.example.in',
      grievance_officer: {
        name: 'Anil Kumar',
        email: 'grievance@kestrel.example.in',
        phone: '+91 22 4000 1111',
      },
    },
  ]),
  VITE_GRIEVANCE_OFFICER: JSON.stringify({
    name: 'Nisha Rao',
    email: 'grievance@example.in',
    phone: '+91 80 4000 2222',
  }),
};

describe('parseEnv', () => {
  it('accepts a complete configuration and applies the defaults', () => {
    const env = parseEnv(valid);
    expect(env.VITE_API_MOCKING).toBe(false);
    expect(env.VITE_ELIGIBILITY_MODE).toBe('inline');
    expect(env).not.toHaveProperty('VITE_PARTNER_REDIRECT_BASES');
    expect(env.VITE_VOLT_SCRIPT_INTEGRITY).toBe(PIN);
    expect(env.VITE_CSP_REPORT_URI).toBeUndefined();
    expect(env.VITE_FEATURE_PAYOUT).toBe(false);
    expect(env.VITE_PRIVACY_POLICY_URL).toBeUndefined();
    expect(env.VITE_TERMS_URL).toBeUndefined();
    expect(env.VITE_DPO_EMAIL).toBeUndefined();
    expect(env.VITE_IDLE_MINUTES).toBe(10);
    expect(env.VITE_TELEMETRY_URL).toBeUndefined();
  });

  it('takes the idle limit in whole minutes, 0 turning it off', () => {
    expect(parseEnv({ ...valid, VITE_IDLE_MINUTES: '5' }).VITE_IDLE_MINUTES).toBe(5);
    expect(parseEnv({ ...valid, VITE_IDLE_MINUTES: '0' }).VITE_IDLE_MINUTES).toBe(0);
    expect(parseEnv({ ...valid, VITE_IDLE_MINUTES: '120' }).VITE_IDLE_MINUTES).toBe(120);
    expect(parseEnv({ ...valid, VITE_IDLE_MINUTES: '100' }).VITE_IDLE_MINUTES).toBe(100);
    expect(parseEnv({ ...valid, VITE_IDLE_MINUTES: '115' }).VITE_IDLE_MINUTES).toBe(115);
    for (const value of ['ten', '2.5', '-1', '121', '5m', ' 5']) {
      expect(() => parseEnv({ ...valid, VITE_IDLE_MINUTES: value })).toThrow(
        'VITE_IDLE_MINUTES must be a whole number of minutes from 0 to 120',
      );
    }
  });

  it('takes an https telemetry endpoint', () => {
    const env = parseEnv({ ...valid, VITE_TELEMETRY_URL: 'https://telemetry.example.in/v1' });
    expect(env.VITE_TELEMETRY_URL).toBe('https://telemetry.example.in/v1');
    expect(() => parseEnv({ ...valid, VITE_TELEMETRY_URL: 'http://telemetry.example.in' })).toThrow(
      'VITE_TELEMETRY_URL must be an https URL',
    );
  });

  it('reads the lenders and our grievance officer from JSON', () => {
    const env = parseEnv({ ...valid, VITE_DPO_EMAIL: 'dpo@example.in' });
    expect(env.VITE_LENDERS).toEqual([
      {
        name: 'Kestrel Finance Ltd',
        rbi_registration: 'N-14.03452',
        website: 'https://kestrel.example.in',
        grievance_officer: {
          name: 'Anil Kumar',
          email: 'grievance@kestrel.example.in',
          phone: '+91 22 4000 1111',
        },
      },
    ]);
    expect(env.VITE_GRIEVANCE_OFFICER).toEqual({
      name: 'Nisha Rao',
      email: 'grievance@example.in',
      phone: '+91 80 4000 2222',
    });
    expect(env.VITE_DPO_EMAIL).toBe('dpo@example.in');
  });

  it.each(['VITE_LENDERS', 'VITE_GRIEVANCE_OFFICER'])('requires %s', (name) => {
    expect(() => parseEnv({ ...valid, [name]: '' })).toThrow(
      `Invalid configuration: ${name} is required`,
    );
  });

  const lender = JSON.parse(valid.VITE_LENDERS)[0];
  it.each([
    ['VITE_LENDERS', 'not json', 'VITE_LENDERS must be JSON'],
    ['VITE_LENDERS', '[]', 'VITE_LENDERS must name at least one lender'],
    ['VITE_LENDERS', '{}', 'VITE_LENDERS'],
    [
      'VITE_LENDERS',
      JSON.stringify([{ ...lender, website: 'http://kestrel.example.in' }]),
      'VITE_LENDERS[0].website must be an https URL',
    ],
    [
      'VITE_LENDERS',
      JSON.stringify([
        { ...lender, grievance_officer: { ...lender.grievance_officer, email: 'x' } },
      ]),
      'VITE_LENDERS[0].grievance_officer.email must be an email address',
    ],
    [
      'VITE_LENDERS',
      JSON.stringify([{ ...lender, name: ' ' }]),
      'VITE_LENDERS[0].name is required',
    ],
    ['VITE_GRIEVANCE_OFFICER', '{"name":"Nisha Rao"}', 'VITE_GRIEVANCE_OFFICER.email'],
    [
      'VITE_GRIEVANCE_OFFICER',
      '{"name":"Nisha Rao","email":"grievance@example.in","phone":"call us"}',
      'VITE_GRIEVANCE_OFFICER.phone must be a phone number',
    ],
    ['VITE_DPO_EMAIL', 'dpo at example', 'VITE_DPO_EMAIL must be an email address'],
    [
      'VITE_PRIVACY_POLICY_URL',
      'http://lark.example.in/privacy',
      'VITE_PRIVACY_POLICY_URL must be an https URL or a path starting with /',
    ],
    [
      'VITE_VOLT_SCRIPT_INTEGRITY',
      'md5-abc',
      'VITE_VOLT_SCRIPT_INTEGRITY must be a sha256/384/512 hash',
    ],
  ])('names what is wrong in %s (%s)', (name, value, message) => {
    expect(() => parseEnv({ ...valid, [name]: value })).toThrow(message);
  });

  it('reads the facilitator’s own hosts as a list of host names, none when unset', () => {
    expect(parseEnv(valid).VITE_OWN_HOSTS).toEqual([]);
    expect(
      parseEnv({ ...valid, VITE_OWN_HOSTS: 'portal.lark.in, Lark.IN,localhost' }).VITE_OWN_HOSTS,
    ).toEqual(['portal.lark.in', 'lark.in', 'localhost']);
    // A label may be one character, first or later.
    expect(
      parseEnv({ ...valid, VITE_OWN_HOSTS: 'm.lark.in,portal.x.lark.in' }).VITE_OWN_HOSTS,
    ).toEqual(['m.lark.in', 'portal.x.lark.in']);
  });

  it.each(['https://portal.lark.in', 'portal.lark.in:443', 'portal lark.in', 'portal.lark.in,,x'])(
    'refuses an own host that is not a host name (%j)',
    (value) => {
      expect(() => parseEnv({ ...valid, VITE_OWN_HOSTS: value })).toThrow(
        'VITE_OWN_HOSTS must be host names separated by commas',
      );
    },
  );

  it('reads the payment gateways autopay may open as origins, self for the portal’s own, none when unset', () => {
    expect(parseEnv(valid).VITE_MANDATE_ORIGINS).toBeUndefined();
    expect(
      parseEnv({
        ...valid,
        VITE_MANDATE_ORIGINS: 'https://Pay.Example.in/, self,https://m.bank.in:8443',
      }).VITE_MANDATE_ORIGINS,
    ).toEqual(['https://pay.example.in', 'self', 'https://m.bank.in:8443']);
  });

  it.each([
    'http://pay.example.in',
    'https://pay.example.in/mandate',
    'https://pay.example.in?x=1',
    'pay.example.in',
    'https://pay.example.in,,self',
    'https://pay example.in',
    'xhttps://pay.example.in',
    'SELF',
  ])('refuses a payment gateway that is not an https origin or self (%j)', (value) => {
    expect(() => parseEnv({ ...valid, VITE_MANDATE_ORIGINS: value })).toThrow(
      'VITE_MANDATE_ORIGINS must be https origins or self, separated by commas',
    );
  });

  it('takes the policy pages as https URLs or paths on this site', () => {
    const env = parseEnv({
      ...valid,
      VITE_PRIVACY_POLICY_URL: 'https://lark.example.in/privacy',
      VITE_TERMS_URL: '/terms',
    });
    expect(env.VITE_PRIVACY_POLICY_URL).toBe('https://lark.example.in/privacy');
    expect(env.VITE_TERMS_URL).toBe('/terms');
  });

  it.each([
    ['true', true],
    ['false', false],
    ['TRUE', false],
    ['1', false],
    ['', false],
  ])('turns the demo backend on only for the exact value "true" (%j)', (value, expected) => {
    expect(parseEnv({ ...valid, VITE_API_MOCKING: value }).VITE_API_MOCKING).toBe(expected);
  });

  it.each([
    ['tel:+91 80 4000 2222', false],
    ['+91 4000 2', false],
    ['+91 80 4000 2222 1234', false],
    // 10 to 13 digits, as the links need them.
    ['984 500 000', false],
    ['98450 00000', true],
    ['+62 812 3456 7890', true],
    ['+62 812 3456 78901', false],
    ['+91 80 4000 2222 ext 5', false],
    ['080 4000 2222', true],
    [' +91 80 4000 2222 ', true],
  ])('takes an officer phone number %j only as digits to dial: %s', (phone, ok) => {
    const officer = JSON.stringify({ name: 'Nisha Rao', email: 'grievance@example.in', phone });
    const parse = () => parseEnv({ ...valid, VITE_GRIEVANCE_OFFICER: officer });
    if (ok) expect(parse().VITE_GRIEVANCE_OFFICER.phone).toBe(phone);
    else expect(parse).toThrow('VITE_GRIEVANCE_OFFICER.phone must be a phone number');
  });

  it.each(['VITE_SUPPORT_PHONE', 'VITE_SUPPORT_WHATSAPP'] as const)(
    'takes %s only as a number the contact links can dial',
    (name) => {
      expect(() => parseEnv({ ...valid, [name]: 'call us' })).toThrow(
        `${name} must be a phone number`,
      );
      expect(() => parseEnv({ ...valid, [name]: '123 4567' })).toThrow(name);
      expect(parseEnv({ ...valid, [name]: '098450 00000' })[name]).toBe('098450 00000');
    },
  );

  it('takes each value the settings with a choice allow', () => {
    const env = parseEnv({
      ...valid,
      VITE_ELIGIBILITY_MODE: 'popup',
      VITE_VOLT_ENVIRONMENT: 'production',
    });
    expect(env.VITE_ELIGIBILITY_MODE).toBe('popup');
    expect(env.VITE_VOLT_ENVIRONMENT).toBe('production');
  });

  it('refuses a production configuration without the credit-line script pin', () => {
    const { VITE_VOLT_SCRIPT_INTEGRITY: _omitted, ...rest } = valid;
    expect(() => parseEnv(rest)).toThrow(
      new ConfigError(
        'Invalid configuration: VITE_VOLT_SCRIPT_INTEGRITY is required for a production build: ' +
          'the sha384 hash of the credit-line script, or none to load it unpinned on purpose',
      ),
    );
    expect(() => parseEnv({ ...rest, VITE_VOLT_SCRIPT_INTEGRITY: '' })).toThrow(ConfigError);
  });

  it("loads the script unpinned only when told 'none', and says so as a warning", () => {
    const warn = vi.fn();
    const env = parseEnv({ ...valid, VITE_VOLT_SCRIPT_INTEGRITY: 'none' }, { warn });
    expect(env.VITE_VOLT_SCRIPT_INTEGRITY).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'VITE_VOLT_SCRIPT_INTEGRITY=none: the credit-line script loads unpinned, so a changed or ' +
        'tampered script at VITE_VOLT_SCRIPT_URL would run beside the session.',
    );
    // A pinned script is nothing to warn about.
    parseEnv(valid, { warn });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('asks the demo backend’s builds for the pin too, whatever the script’s URL', () => {
    const { VITE_VOLT_SCRIPT_INTEGRITY: _omitted, ...rest } = valid;
    for (const url of [valid.VITE_VOLT_SCRIPT_URL, '/demo/volt-sdk.js']) {
      expect(() =>
        parseEnv({ ...rest, VITE_API_MOCKING: 'true', VITE_VOLT_SCRIPT_URL: url }),
      ).toThrow('VITE_VOLT_SCRIPT_INTEGRITY is required');
    }
  });

  it('throws a ConfigError, so start-up can tell it from a crash', () => {
    expect(() => parseEnv({})).toThrow(expect.objectContaining({ name: 'ConfigError' }));
  });

  it('names a missing variable in one readable message', () => {
    const { VITE_API_BASE_URL: _omitted, ...rest } = valid;
    expect(() => parseEnv(rest)).toThrow('Invalid configuration: VITE_API_BASE_URL is required');
  });

  it('treats an empty value as missing', () => {
    expect(() => parseEnv({ ...valid, VITE_API_SIGNATURE: '' })).toThrow(
      'VITE_API_SIGNATURE is required',
    );
  });

  it.each([
    ['VITE_API_BASE_URL', 'javascript:alert(1)'],
    ['VITE_SDK_WIDGET_URL', 'ftp://sdk.example.in'],
    ['VITE_VOLT_SCRIPT_URL', '//evil.example/sdk.js'],
    ['VITE_VOLT_SCRIPT_URL', 'https://volt.example.in/sdk/VoltMoney-sdk-v1.9.js?v=2'],
    ['VITE_VOLT_SCRIPT_URL', 'https://volt.example.in/sdk/VoltMoney-sdk-v1.9.js#x'],
    ['VITE_VOLT_SCRIPT_URL', '/demo/volt-sdk.js?unpinned-copy'],
    ['VITE_SUPPORT_EMAIL', 'not-an-email'],
    ['VITE_ELIGIBILITY_MODE', 'modal'],
    ['VITE_VOLT_ENVIRONMENT', 'prod'],
    ['VITE_API_BASE_URL', 'http://api.example.in/customer'],
    ['VITE_SDK_API_URL', 'http://sdk-api.example.in'],
    ['VITE_SDK_WIDGET_URL', 'http://sdk.example.in/'],
    ['VITE_PORTFOLIO_API_URL', 'http://localhost.evil.example'],
    ['VITE_VOLT_SCRIPT_URL', 'http://volt.example.in/sdk/VoltMoney-sdk-v1.9.js'],
    ['VITE_VOLT_SCRIPT_INTEGRITY', 'md5-abc'],
    ['VITE_VOLT_SCRIPT_INTEGRITY', 'sha384-not base64!'],
    ['VITE_VOLT_SCRIPT_INTEGRITY', `xsha384-${'A'.repeat(64)}`],
    ['VITE_VOLT_SCRIPT_INTEGRITY', `sha384-${'A'.repeat(64)} sha256-x`],
    ['VITE_CSP_REPORT_URI', 'http://csp.example.in/report'],
    ['VITE_CSP_REPORT_URI', '/csp-report'],
    ['VITE_PRIVACY_POLICY_URL', 'http://lark.example.in/privacy'],
    ['VITE_TERMS_URL', 'javascript:alert(1)'],
    ['VITE_TERMS_URL', '//evil.example/terms'],
  ])('rejects a malformed %s', (name, value) => {
    expect(() => parseEnv({ ...valid, [name]: value })).toThrow(name);
  });

  it('accepts same-origin paths, and plain http only on this machine', () => {
    const env = parseEnv({
      ...valid,
      VITE_SDK_WIDGET_URL: '/demo/eligibility-widget.html',
      VITE_API_BASE_URL: 'http://localhost:8080/customer',
      VITE_PORTFOLIO_API_URL: 'http://127.0.0.1:9000',
    });
    expect(env.VITE_SDK_WIDGET_URL).toBe('/demo/eligibility-widget.html');
    expect(env.VITE_API_BASE_URL).toBe('http://localhost:8080/customer');
    expect(env.VITE_PORTFOLIO_API_URL).toBe('http://127.0.0.1:9000');
  });

  it('takes a pinned Volt script hash and an https CSP report endpoint', () => {
    const integrity = `sha384-${'A'.repeat(64)}`;
    const env = parseEnv({
      ...valid,
      VITE_VOLT_SCRIPT_INTEGRITY: integrity,
      VITE_CSP_REPORT_URI: 'https://csp.example.in/report',
    });
    expect(env.VITE_VOLT_SCRIPT_INTEGRITY).toBe(integrity);
    expect(env.VITE_CSP_REPORT_URI).toBe('https://csp.example.in/report');
  });
});

describe('configured URLs', () => {
  it.each([
    ['VITE_API_BASE_URL', 'HTTPS://API.EXAMPLE.IN/customer'],
    ['VITE_API_BASE_URL', 'http://api.localhost:8080'],
    ['VITE_API_BASE_URL', 'http://[::1]:8080/customer'],
    ['VITE_SDK_API_URL', 'http://127.0.0.1:9000'],
    ['VITE_SDK_API_URL', 'http://127.0.0.10:9000'],
    ['VITE_CSP_REPORT_URI', 'HTTPS://csp.example.in/report'],
  ])('accepts %s %s', (name, value) => {
    expect(parseEnv({ ...valid, [name]: value })[name as keyof typeof valid]).toBe(value);
  });

  it.each([
    ['VITE_API_BASE_URL', 'https://api.example.in/cus tomer'],
    ['VITE_API_BASE_URL', ' https://api.example.in'],
    ['VITE_API_BASE_URL', 'https://'],
    ['VITE_API_BASE_URL', 'api.example.in'],
    ['VITE_API_BASE_URL', 'http://127.0.0.1.evil.example'],
    ['VITE_API_BASE_URL', 'http://notlocalhost:8080'],
    ['VITE_API_BASE_URL', 'xhttp://localhost:8080'],
    ['VITE_SDK_WIDGET_URL', '/'],
    ['VITE_SDK_WIDGET_URL', '/demo/eligibility widget.html'],
    ['VITE_CSP_REPORT_URI', 'https://csp.example.in/a report'],
    ['VITE_TERMS_URL', 'https://lark.example.in/te rms'],
    ['VITE_CSP_REPORT_URI', 'xhttps://csp.example.in/report'],
    ['VITE_PRIVACY_POLICY_URL', 'xhttps://lark.example.in/privacy'],
  ])('rejects %s %j', (name, value) => {
    expect(() => parseEnv({ ...valid, [name]: value })).toThrow(name);
  });

  it('says what is wrong with each value, in one message', () => {
    const { VITE_SUPPORT_PHONE: _omitted, ...rest } = valid;
    expect(() =>
      parseEnv({ ...rest, VITE_API_BASE_URL: 'http://api.example.in', VITE_SUPPORT_WHATSAPP: '' }),
    ).toThrow(
      new ConfigError(
        'Invalid configuration: VITE_API_BASE_URL must be an https URL or a path starting with /; ' +
          'VITE_SUPPORT_PHONE is required; VITE_SUPPORT_WHATSAPP is required',
      ),
    );
  });
});

describe('the configuration of this build', () => {
  it('leaves an empty optional value unset', () => {
    const env = parseEnv({ ...valid, VITE_TERMS_URL: '', VITE_CSP_REPORT_URI: '' });
    expect(env.VITE_TERMS_URL).toBeUndefined();
    expect(env.VITE_CSP_REPORT_URI).toBeUndefined();
  });

  it('is read once, and again only after it is forgotten', () => {
    const first = getEnv();
    expect(getEnv()).toBe(first);
    resetEnv();
    const second = getEnv();
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
  });

  it('in a production build is the one the build parsed (tooling/env-check.ts), not parsed again', () => {
    const parsed = parseEnv(valid);
    vi.stubEnv('PROD', true);
    vi.stubGlobal('__LARK_ENV__', parsed);
    try {
      expect(getEnv()).toBe(parsed);
    } finally {
      vi.unstubAllEnvs();
      vi.unstubAllGlobals();
    }
  });

  it('does not repeat in the browser the warning the build gave', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('VITE_API_MOCKING', 'false');
    vi.stubEnv('VITE_VOLT_SCRIPT_INTEGRITY', 'none');
    try {
      resetEnv();
      expect(getEnv().VITE_VOLT_SCRIPT_INTEGRITY).toBeUndefined();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
      warn.mockRestore();
      resetEnv();
    }
  });
});
