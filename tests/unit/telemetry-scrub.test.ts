import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPattern, scrubText, topFrames } from '@/lib/telemetry/scrub';
import { customers } from '../support/demo';

const priya = {
  phone: customers.priya,
  pan: 'ABCPN1234D',
  email: 'priya.nair@example.com',
  token: `demo.${customers.priya}.e2e`,
};

describe('scrubText: what an error message may carry', () => {
  it.each([
    [`Failed for ${customers.priya}`, 'Failed for ######'],
    ['call +91 98765 43212 now', 'call ###### now'],
    ['account 123456 and 9', 'account ###### and 9'],
    ['id 1234567890123456789', 'id ######'],
  ])('masks every run of 6 or more digits: %s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it('masks a phone number however it is spaced or prefixed', () => {
    for (const phone of [
      customers.priya,
      `+91${customers.priya}`,
      '98765 43212',
      '98765-43212',
      '+91 98765 43212',
      '98765.43212',
      '987.654.3212',
    ]) {
      expect(scrubText(`No answer for ${phone}.`)).not.toMatch(/\d{3}/);
    }
  });

  it('masks a PAN, an email address and an amount', () => {
    const out = scrubText(
      `PAN ${priya.pan} of ${priya.email} owes ₹1,85,000.50 and Rs. 42,500 (INR 5000)`,
    );
    expect(out).not.toContain(priya.pan);
    expect(out).not.toContain('priya');
    expect(out).not.toContain('example.com');
    expect(out).not.toMatch(/1,85,000|42,500|5000/);
    expect(out).toBe('PAN [pan] of [email] owes [amount] and [amount] ([amount])');
  });

  it('masks any PAN joined to a word by an underscore (a key or a file name)', () => {
    expect(scrubText('pan_ABCPN1234D and statement_abcpn1234d.pdf failed')).toBe(
      'pan_[pan] and statement_[pan].pdf failed',
    );
  });

  it.each([
    ['owes 42500 today', 'owes [amount] today'],
    ['amount 50000, due 1200', 'amount [amount], due [amount]'],
    ['₹1,200 and Rs 500 and Rs.75 and INR 9', '[amount] and [amount] and [amount] and [amount]'],
    ['limit 1,00,000 of 5,00,000.00', 'limit [amount] of [amount]'],
    ['paid 99.50 of 250', 'paid [amount] of [amount]'],
    ['a balance of 750 left', 'a balance of [amount] left'],
    ['500 rupees, 3 lakh and 2 crore', '[amount], [amount] and [amount]'],
    ['1200 units', '[amount] units'],
    ['could not add 12.50 twice', 'could not add [amount] twice'],
  ])('masks an amount of any size: %s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it('lets no amount of 3 digits or more through, however it is written', () => {
    const written = fc.oneof(
      fc.integer({ min: 100, max: 99_999_999 }).map(String),
      fc.integer({ min: 100, max: 99_999_999 }).map((n) => n.toLocaleString('en-IN')),
      fc.integer({ min: 100, max: 99_999_999 }).map((n) => `${n}.50`),
    );
    const before = fc.constantFrom('owes ', 'Rs ', '₹', 'amount: ', 'for ', '(', '');
    fc.assert(
      fc.property(written, before, (amount, prefix) => {
        const out = scrubText(`Failed ${prefix}${amount} today`);
        expect(out).not.toContain(amount);
        expect(out).not.toMatch(/\d{3}/);
      }),
    );
  });

  it('keeps a status code, a count and a line number, which are no one’s money', () => {
    expect(scrubText('Request failed with status code 500')).toBe(
      'Request failed with status code 500',
    );
    expect(scrubText("Cannot read properties of undefined (reading '0')")).toBe(
      "Cannot read properties of undefined (reading '0')",
    );
  });

  it('masks what the session knows of its customer, however it is written', () => {
    const known = {
      names: ['Venkatasatyanarayanamurthy', 'Iyer', 'Priya', 'Nair'],
      phone: customers.priya,
      email: 'priya.nair@example.com',
      pan: 'ABCPN1234D',
    };
    expect(scrubText('Cannot render loan for Priya Nair, NAIR and priya', known)).toBe(
      'Cannot render loan for [name] [name], [name] and [name]',
    );
    expect(scrubText('Statement for Venkatasatyanarayanamurthy Iyer failed', known)).toBe(
      'Statement for [name] [name] failed',
    );
    // A name inside another word is not the name; the email and PAN are masked as themselves.
    expect(scrubText('Nairobi: Priya.NAIR@EXAMPLE.COM abcpn1234d', known)).toBe(
      'Nairobi: [email] [pan]',
    );
    expect(scrubText('call 98765-43212', known)).toBe('call ######');
  });

  it('masks names in capitals and in any script but Latin, as bank and fund records write them', () => {
    expect(scrubText('no nominee MEERA IYER found')).toBe('no nominee [name] found');
    expect(scrubText('Customer பிரியா நாயர் missing')).toBe('Customer [name] missing');
    expect(scrubText('Holder ప్రియ नायर, MEERA')).toBe('Holder [name], MEERA');
    // One word in capitals is a code or a constant, not a name.
    expect(scrubText('status ACTIVE, event REPAYMENT_SUCCESSFUL')).toBe(
      'status ACTIVE, event REPAYMENT_SUCCESSFUL',
    );
  });

  it('masks names the session does not know: two capitalised words in a row, and any Devanagari', () => {
    expect(scrubText('Statement for Venkatasatyanarayanamurthy Iyer failed')).toBe(
      'Statement for [name] failed',
    );
    expect(scrubText('No nominee Meera Iyer on loan')).toBe('No nominee [name] on loan');
    expect(scrubText('Cannot render loan for प्रिया नायर now')).toBe(
      'Cannot render loan for [name] now',
    );
    expect(scrubText("TypeError: Cannot read properties of undefined (reading 'x')")).toBe(
      "TypeError: Cannot read properties of undefined (reading 'x')",
    );
  });

  it('takes no short or empty value for a name (it would mask every word holding it)', () => {
    const known = { names: ['', 'A', 'Al'], phone: '', email: '', pan: '' };
    expect(scrubText('A call to Al failed', known)).toBe('A call to [name] failed');
  });

  it('masks nothing more for a value the session does not have (no email, PAN or usable name)', () => {
    const message = 'Upload failed: (timeout) - retry.';
    for (const known of [
      { names: [], phone: '', email: '', pan: '' },
      { names: ['A', ''], phone: '', email: '', pan: '' },
      { names: ['Priya'], phone: '', email: '', pan: '' },
    ]) {
      expect(scrubText(message, known)).toBe(message);
    }
  });

  it('masks each word of a name given in two words (a first name of two names)', () => {
    const known = { names: ['Priya Lakshmi', 'Nair'], phone: '', email: '', pan: '' };
    expect(scrubText('No statement for Lakshmi, ask Priya', known)).toBe(
      'No statement for [name], ask [name]',
    );
  });

  it('masks the known email whole, even where the rule for any email stops (an apostrophe)', () => {
    const known = {
      names: [],
      phone: '',
      email: "siobhan.o'brien@example.com",
      pan: '',
    };
    expect(scrubText("Mail to siobhan.o'brien@example.com bounced", known)).toBe(
      'Mail to [email] bounced',
    );
  });

  it('masks the known PAN where the rule for any PAN sees none (a file named after it)', () => {
    const known = { names: [], phone: '', email: '', pan: 'ABCPN1234D' };
    expect(scrubText('Upload failed: ABCPN1234D_front.jpg is too large', known)).toBe(
      'Upload failed: [pan]_front.jpg is too large',
    );
  });

  it('masks a token: a bearer value, a JWT, a long opaque string', () => {
    expect(scrubText(`Bearer ${priya.token}`)).toBe('Bearer [token]');
    expect(scrubText('jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl here')).toBe(
      'jwt [token] here',
    );
    expect(scrubText('key a8F3kLm92QpX7rTz0vBn4WcY')).toBe('key [token]');
    expect(scrubText(`cookie lark-customerauth-token=${priya.token}; x=1`)).toBe(
      'cookie lark-customerauth-token=[token]; x=1',
    );
    expect(scrubText('session: s3cr3t-value, password=hunter2')).toBe(
      'session=[token], password=[token]',
    );
  });

  it('drops the query string and fragment of any URL', () => {
    expect(
      scrubText(
        `GET https://api.lark.test/customer/users?phone=${customers.priya}&name=Priya#top failed`,
      ),
    ).toBe('GET https://api.lark.test/customer/users failed');
    expect(scrubText('at /loan?tab=transactions&from=2026-01-01')).toBe('at /loan');
  });

  it('keeps a plain message as it is, and caps a long one', () => {
    expect(scrubText("Cannot read properties of undefined (reading 'map')")).toBe(
      "Cannot read properties of undefined (reading 'map')",
    );
    expect(scrubText('x'.repeat(5_000)).length).toBeLessThanOrEqual(500);
  });

  it('never lets a digit run of 6 or more through, whatever surrounds it', () => {
    const samples = ['a1234567b', '_123456_', `(${customers.priya})`, 'x:000000', '१२३'];
    for (const sample of samples) expect(scrubText(sample)).not.toMatch(/\d{6}/);
  });
});

describe('apiPattern: the route of a failed call', () => {
  it.each([
    ['/notifications/123', '/notifications/:id'],
    ['/notifications/6f1c2a9e-1b2c-4d5e-8f90-123456789abc', '/notifications/:id'],
    [`/users/${customers.priya}/profile`, '/users/:id/profile'],
    [`/loan-sdk/init?phone=${customers.priya}&isVerified=true`, '/loan-sdk/init'],
    ['https://api.lark.test/customer/auth/login-otp', '/customer/auth/login-otp'],
    ['/customer/casdata/fetch-and-save', '/customer/casdata/fetch-and-save'],
    ['/users/priya.nair@example.com', '/users/:id'],
    ['/statements/a8F3kLm92QpX7rTz0vBn4WcY.pdf', '/statements/:id'],
    ['/pan/ABCPN1234D', '/pan/:id'],
    // A long opaque id without digits; a resource's name is shorter.
    ['/documents/kfqhzwtrplmnbvcxsdfg', '/documents/:id'],
    ['/customer/auth/login-otp-resend', '/customer/auth/login-otp-resend'],
    ['', '/'],
  ])('%s -> %s', (url, pattern) => {
    expect(apiPattern(url)).toBe(pattern);
  });
});

describe('topFrames: where an error happened', () => {
  it('keeps the top 5 frames, scrubbed, without query strings', () => {
    const stack = [
      `TypeError: boom for ${customers.priya}`,
      `    at render (https://portal.example.in/assets/loan-route-Ab12Cd34.js?v=${customers.priya}:1:2345)`,
      '    at a (https://portal.example.in/assets/index-f3WgSqFu.js:2:100)',
      '    at b (https://portal.example.in/assets/index-f3WgSqFu.js:2:200)',
      '    at c (https://portal.example.in/assets/index-f3WgSqFu.js:2:300)',
      '    at d (https://portal.example.in/assets/index-f3WgSqFu.js:2:400)',
      '    at e (https://portal.example.in/assets/index-f3WgSqFu.js:2:500)',
    ].join('\n');
    const frames = topFrames(stack);
    expect(frames).toHaveLength(5);
    expect(frames[0]).toBe(
      'at render (https://portal.example.in/assets/loan-route-Ab12Cd34.js:1:2345)',
    );
    expect(frames.join('\n')).not.toContain(customers.priya);
    expect(frames.join('\n')).not.toContain('boom');
  });

  it('reads Firefox and Safari stacks, and nothing at all', () => {
    expect(
      topFrames('render@https://portal.example.in/assets/x.js:1:2\n@debugger eval code:1:1'),
    ).toEqual(['render@https://portal.example.in/assets/x.js:1:2', '@debugger eval code:1:1']);
    expect(
      topFrames(
        'load@https://portal.example.in/assets/index-f3WgSqFu.js:12:3456\nnot a frame@all\n',
      ),
    ).toEqual(['load@https://portal.example.in/assets/index-f3WgSqFu.js:12:3456']);
    expect(topFrames(undefined)).toEqual([]);
  });

  it('caps each frame at 200 characters', () => {
    const frame = `at ${'renderDeeplyNested'.repeat(20)} (https://portal.example.in/assets/x.js:1:2)`;
    const [top] = topFrames(`Error: x\n    ${frame}`);
    expect(top).toBe(frame.slice(0, 200));
  });
});
