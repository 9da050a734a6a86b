import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { lookupLabel, partnerLabel } from '@/brand/partner-api';
import { buildBranding } from '@/brand/branding';
import { phoneDigits, plainText, safeEmail, safeWebUrl } from '@/lib/safe-contact';

const defaults = {
  VITE_SUPPORT_PHONE: '+91 80 4000 0000',
  VITE_SUPPORT_WHATSAPP: '+91 98450 00000',
  VITE_SUPPORT_EMAIL: 'support@lark.test',
};

describe('partnerLabel', () => {
  it.each([
    ['acme.localhost', 'acme'],
    ['ACME.example.in', 'acme'],
    ['zen.portal.example.in', 'zen'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['192.168.100.200', undefined],
    ['::1', undefined],
    ['[::1]', undefined],
    ['exa_mple.example.in', undefined],
    [`${'a'.repeat(64)}.example.in`, undefined],
  ])('%s -> %s', (host, label) => {
    expect(partnerLabel(host)).toBe(label);
  });
});

describe('buildBranding', () => {
  it('shows the defaults without partner data: numbers as configured, +91 digits in links', () => {
    const brand = buildBranding(defaults, undefined, 'localhost');
    expect(brand).toMatchObject({
      isPartner: false,
      name: 'Lark',
      logoUrl: undefined,
      email: 'support@lark.test',
      phoneDisplay: '+91 80 4000 0000',
      phoneHref: 'tel:+918040000000',
      whatsappHref: 'https://wa.me/919845000000',
      domain: '',
    });
  });

  it('replaces the defaults with vetted partner data', () => {
    const brand = buildBranding(
      defaults,
      {
        company_name: 'Acme Wealth',
        company_logo: 'https://cdn.acme.example/logo.png',
        company_email: 'care@acme.example',
        company_contact_no: '022 6100 2000',
        company_wa_no: 9820012345,
        company_domain: 'acme.example.in',
      },
      'acme.example.in',
    );
    expect(brand).toMatchObject({
      isPartner: true,
      name: 'Acme Wealth',
      logoUrl: 'https://cdn.acme.example/logo.png',
      email: 'care@acme.example',
      phoneDisplay: '022 6100 2000',
      phoneHref: 'tel:+912261002000',
      whatsappHref: 'https://wa.me/919820012345',
      domain: 'acme.example.in',
    });
  });

  it('falls back field by field when partner values are unsafe', () => {
    const brand = buildBranding(
      defaults,
      {
        company_name: '  ',
        company_logo: 'javascript:alert(1)',
        company_email: 'care@acme"><script>',
        company_contact_no: 'call us',
        company_wa_no: null,
      },
      'acme.example.in',
    );
    expect(brand).toMatchObject({
      isPartner: true,
      name: 'Lark',
      logoUrl: undefined,
      email: 'support@lark.test',
      phoneHref: 'tel:+918040000000',
      whatsappHref: 'https://wa.me/919845000000',
    });
  });
});

describe('safeWebUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' https://cdn.example/logo.png',
    '\thttps://cdn.example/logo.png',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'DATA:text/html,hi',
    'http://cdn.example/logo.png',
    '//cdn.example/logo.png',
    'vbscript:msgbox',
    '',
  ])('rejects %j on a public host', (value) => {
    expect(safeWebUrl(value, 'acme.example.in')).toBeUndefined();
  });

  it('allows http only while the portal itself runs on localhost', () => {
    expect(safeWebUrl('http://acme.localhost:4173/logo.svg', 'acme.localhost')).toBe(
      'http://acme.localhost:4173/logo.svg',
    );
  });

  it('never returns anything but an https URL on a public host (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constant('javascript:x')), (value) => {
        const result = safeWebUrl(value, 'acme.example.in');
        return result === undefined || result.startsWith('https://');
      }),
    );
  });
});

describe('phoneDigits and safeEmail', () => {
  it('builds links from digits only (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const digits = phoneDigits(value);
        return digits === undefined || /^\d{11,13}$/.test(digits);
      }),
    );
  });

  it.each(['98765 43210', '+91-98765-43210', '(022) 6100 2000'])('accepts %s', (value) => {
    expect(phoneDigits(value)).toMatch(/^\d{11,13}$/);
  });

  it.each(['tel:9876543210', '98765<b>', '12345', 'javascript:1', '080 4000 0000 x'])(
    'rejects %s',
    (value) => {
      expect(phoneDigits(value)).toBeUndefined();
    },
  );

  it('accepts only plain addresses', () => {
    expect(safeEmail('care@acme.example')).toBe('care@acme.example');
    expect(safeEmail('care@acme.example?subject=x')).toBeUndefined();
    expect(safeEmail('x%3Fbcc%3Dattacker%40evil.example@acme.example')).toBeUndefined();
    expect(safeEmail('"care"@acme.example')).toBeUndefined();
    expect(safeEmail('care&bcc=x@acme.example')).toBeUndefined();
    expect(safeEmail('first.last+tag@acme-wealth.example')).toBe(
      'first.last+tag@acme-wealth.example',
    );
    expect(safeEmail('a@b')).toBeUndefined();
    expect(safeEmail('help@x.example.in')).toBe('help@x.example.in');
    expect(safeEmail(42)).toBeUndefined();
  });
});

describe('plainText', () => {
  it.each([
    ['Acme\u202EhtlaeW', 'AcmehtlaeW'],
    ['Ac\u200Bme\u200D Wealth\uFEFF', 'Acme Wealth'],
    ['\u2066Acme\u2069 \u200EWealth\u200F', 'Acme Wealth'],
    ['Acme\u0000\u0007 Wealth', 'Acme Wealth'],
    ['  Acme \n\t Wealth  ', 'Acme Wealth'],
  ])('shows %j as %j', (value, expected) => {
    expect(plainText(value)).toBe(expected);
  });

  it('never keeps a bidi, zero-width or control character (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const text = plainText(value) ?? '';
        return !/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(text);
      }),
    );
  });
});

describe('contact values exactly as links use them', () => {
  it.each([
    ['98765 43210', '919876543210'],
    ['098765 43210', '919876543210'],
    ['+91 98765 43210', '919876543210'],
    ['+44 20 7946 0958', '442079460958'],
    ['+1 (415) 555-2671', '14155552671'],
    ['  +971 50 123 4567  ', '971501234567'],
    ['+62 812 3456 7890', '6281234567890'],
    ['+1 (415) 555-2670', '14155552670'],
  ])('calls %j at +%s', (value, digits) => {
    expect(phoneDigits(value)).toBe(digits);
  });

  it.each([
    '123456789',
    '12345678901234',
    '0091 98765 43210',
    '+91 98765 43210 999',
    12345678901,
    null,
  ])('has no link for %j', (value) => {
    expect(phoneDigits(value)).toBeUndefined();
  });

  it('takes an address with spaces around it, up to the 254 characters mail allows', () => {
    expect(safeEmail('  care@acme.example \n')).toBe('care@acme.example');
    const host = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.example`;
    const longest = `${'x'.repeat(254 - host.length - 1)}@${host}`;
    expect(safeEmail(longest)).toBe(longest);
    expect(safeEmail(`x${longest}`)).toBeUndefined();
  });

  it('keeps partner text to its length, and has none for no text', () => {
    expect(plainText('a'.repeat(100))).toBe('a'.repeat(80));
    expect(plainText(`  ${'b'.repeat(40)}`, 32)).toBe('b'.repeat(32));
    expect(plainText('\u200B \u202E')).toBeUndefined();
    expect(plainText(7)).toBeUndefined();
  });

  it('shows a partner logo only from an https or local address it can read', () => {
    expect(safeWebUrl('https://cdn.acme.example/a b.png', 'acme.example.in')).toBe(
      'https://cdn.acme.example/a%20b.png',
    );
    expect(safeWebUrl('http://localhost:5173/logo.svg', 'localhost')).toBe(
      'http://localhost:5173/logo.svg',
    );
    expect(safeWebUrl('http://cdn.example/logo.png', 'notlocalhost')).toBeUndefined();
    expect(safeWebUrl('javascript:alert(1)', 'localhost')).toBeUndefined();
    expect(safeWebUrl('ftp://acme.localhost/logo.png', 'acme.localhost')).toBeUndefined();
    expect(safeWebUrl('https://', 'acme.example.in')).toBeUndefined();
    expect(safeWebUrl(null, 'localhost')).toBeUndefined();
    expect(safeWebUrl('https://cdn.example/logo.png ', 'acme.example.in')).toBeUndefined();
  });
});

describe('the product’s own name', () => {
  it('is Lark, also in a module loaded afresh as a page loads it', async () => {
    vi.resetModules();
    const fresh = await import('@/brand/branding');
    expect(fresh.buildBranding(defaults, undefined, 'localhost').name).toBe('Lark');
  });
});

describe('lookupLabel: which hosts are a partner’s', () => {
  it('with partner domains, only a label one level under one of them; never an own host', () => {
    const own = ['portal.example.in'];
    const domains = ['example.in', 'localhost'];
    for (const [host, label] of [
      ['acme.example.in', 'acme'],
      ['ACME.Example.IN', 'acme'],
      ['acme.localhost', 'acme'],
      ['portal.example.in', undefined],
      ['evil.com', undefined],
      ['acme.example.in.evil.com', undefined],
      ['x.acme.example.in', undefined],
      ['example.in', undefined],
      ['localhost', undefined],
    ] as const) {
      expect(lookupLabel(host, own, domains), host).toBe(label);
    }
  });

  it('without partner domains, any host’s first label (the server decides which hosts it serves)', () => {
    expect(lookupLabel('evil.com', [])).toBe('evil');
    expect(lookupLabel('portal.example.in', ['portal.example.in'])).toBeUndefined();
  });
});
