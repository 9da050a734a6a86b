import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registrationSchema } from '@/features/login/registration-schema';
import { contactSchema, ISSUE_TYPES, issueWords } from '@/features/support/contact-schema';
import { supportTexts } from '@/features/support/texts';
import {
  EMAIL,
  freeText,
  isIndianMobile,
  PAN,
  PERSON_NAME,
  phoneError,
  sanitizePhone,
} from '@/lib/validation';

describe('sanitizePhone', () => {
  it.each([
    ['+91 98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['(987) 654-3210', '9876543210'],
    ['98765432101', '9876543210'],
    // Only +91 and a leading 0 are prefixes: other digits are kept as typed.
    ['449876543210', '4498765432'],
    ['0987654321', '0987654321'],
    ['91234567890', '9123456789'],
    ['abc', ''],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizePhone(input)).toBe(expected);
  });

  it('always returns at most 10 digits (property)', () => {
    fc.assert(fc.property(fc.string(), (input) => /^\d{0,10}$/.test(sanitizePhone(input))));
  });
});

describe('phone rules', () => {
  it('accepts exactly 10 digits starting 6-9 (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('6', '7', '8', '9'),
        fc.stringMatching(/^\d{9}$/),
        (first, rest) => isIndianMobile(first + rest),
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('0', '1', '2', '3', '4', '5'),
        fc.stringMatching(/^\d{9}$/),
        (first, rest) => !isIndianMobile(first + rest),
      ),
    );
  });

  it('names the problem in the spec words', () => {
    expect(phoneError('98765')).toBe('Phone number must be 10 digits');
    expect(phoneError('1234567890')).toBe('Invalid phone number format');
    expect(phoneError('9876543210')).toBeUndefined();
  });
});

describe('PAN and names', () => {
  it('accepts five capitals, four digits and a capital (property)', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Z]{5}\d{4}[A-Z]$/), (pan) => PAN.test(pan)));
  });

  it.each(['abcde1234a', 'ABCDE1234', 'ABCD01234A', 'ABCDE12345', ' ABCDE1234A', 'ABCDE1234A '])(
    'rejects PAN %j',
    (pan) => expect(PAN.test(pan)).toBe(false),
  );

  it('accepts names of 2-50 letters (property)', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z]{2,50}$/), (name) => PERSON_NAME.test(name)));
  });

  it.each(['Sai Krishna', 'Mary Ann Lou', 'Al', 'A B', `${'a'.repeat(24)} ${'b'.repeat(25)}`])(
    'accepts the name %j (single spaces between runs of letters)',
    (name) => expect(PERSON_NAME.test(name)).toBe(true),
  );

  it.each([
    'A',
    ' Sai',
    'Sai ',
    'Sai  Krishna',
    'Sai\tKrishna',
    'Sai\u00a0Krishna',
    'Sai2',
    'Sai-Krishna',
    "O'Brien",
    '  ',
    `${'a'.repeat(25)} ${'b'.repeat(25)}`,
  ])('refuses the name %j', (name) => expect(PERSON_NAME.test(name)).toBe(false));

  it('accepts only runs of letters joined by single spaces, 2-50 characters in all (property)', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        const name = words.join(' ');
        return PERSON_NAME.test(name) === (name.length >= 2 && name.length <= 50);
      }),
    );
    fc.assert(
      fc.property(
        fc.string(),
        (name) =>
          !PERSON_NAME.test(name) ||
          (/^[A-Za-z]+(?: [A-Za-z]+)*$/.test(name) && name.length >= 2 && name.length <= 50),
      ),
    );
  });

  it('registers a two-word name, and refuses a bad one in the spec words', () => {
    const valid = { email: 'sai@example.com', pan: 'ABCDE1234A' };
    expect(
      registrationSchema.safeParse({ ...valid, first_name: 'Sai Krishna', last_name: 'Rao' })
        .success,
    ).toBe(true);
    const refused = registrationSchema.safeParse({
      ...valid,
      first_name: 'Sai  Krishna',
      last_name: 'Rao ',
    });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'First name must be between 2 and 50 characters long and contain only letters',
      'Last name must be between 2 and 50 characters long and contain only letters',
    ]);
  });

  it('reports every registration field in its own words', () => {
    const result = registrationSchema.safeParse({
      first_name: 'A',
      last_name: 'B2',
      email: 'x@',
      pan: 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'First name must be between 2 and 50 characters long and contain only letters',
      'Last name must be between 2 and 50 characters long and contain only letters',
      'Please enter a valid email address',
      'Please enter a valid PAN number. Example: ABCDE1234A',
    ]);
  });
});

describe('email addresses (RFC 5321 limits)', () => {
  const local64 = 'a'.repeat(64);
  /** A domain `length` characters long: labels of at most 63 letters, then '.in'. */
  const domainOf = (length: number) => {
    const labels: string[] = [];
    for (let left = length - 3; left > 0; left -= 64) labels.push('d'.repeat(Math.min(63, left)));
    return `${labels.join('.')}.in`;
  };

  it.each([
    'rohan.mehta@example.co.in',
    'first+tag@mail.example.com',
    "o'brien@example.ie",
    `${local64}@example.com`,
    `a@${domainOf(252)}`,
  ])('accepts %j', (email) => {
    expect(EMAIL.test(email)).toBe(true);
  });

  it.each([
    `${'a'.repeat(65)}@example.com`,
    `${'a'.repeat(300)}@example.com`,
    `a@${domainOf(253)}`,
    '<script>alert(1)</script>@x.com',
    'a"b@example.com',
    '.rohan@example.com',
    'rohan.@example.com',
    'ro..han@example.com',
    'rohan@-example.com',
    'rohan@example-.com',
    'rohan@example',
    'rohan@exa mple.com',
    'rohan@@example.com',
  ])('rejects %j', (email) => {
    expect(EMAIL.test(email)).toBe(false);
  });

  it('answers an over-long address in each form’s own words', () => {
    const email = `${'a'.repeat(300)}@example.com`;
    const registration = registrationSchema.safeParse({
      first_name: 'Asha',
      last_name: 'Verma',
      email,
      pan: 'ABCDE1234A',
    });
    expect(registration.error?.issues.map((i) => i.message)).toEqual([
      'Please enter a valid email address',
    ]);
    const contact = contactSchema.safeParse({
      full_name: 'Asha',
      email: '<script>alert(1)</script>@x.com',
      phone_no: '9876543210',
      issue: 'Other',
      message: 'Hello',
    });
    expect(contact.error?.issues.map((i) => i.message)).toEqual(['Invalid email format']);
  });
});

describe('free text (the contact form and the data request)', () => {
  const valid = {
    full_name: 'Priya Nair',
    email: 'priya.nair@example.com',
    phone_no: '9876543210',
    issue: 'Other',
    message: 'Hello',
  };
  const contact = (values: Partial<typeof valid>) =>
    contactSchema.safeParse({ ...valid, ...values });
  const issues = (values: Partial<typeof valid>) =>
    contact(values).error?.issues.map((issue) => issue.message) ?? [];

  it('caps a name at 50 characters and a message at 2,000, as they show', () => {
    expect(issues({ full_name: 'A'.repeat(50) })).toEqual([]);
    expect(issues({ full_name: 'A'.repeat(51) })).toEqual([
      'Full name must be at most 50 characters',
    ]);
    expect(issues({ message: 'a'.repeat(2_000) })).toEqual([]);
    expect(issues({ message: 'a'.repeat(2_001) })).toEqual([
      'Message must be at most 2,000 characters',
    ]);
    // An emoji is one character, though JavaScript counts it as two.
    expect(issues({ message: `Thanks ${'🙏'.repeat(1_993)}` })).toEqual([]);
    expect(issues({ message: `Thanks ${'🙏'.repeat(1_994)}` })).toEqual([
      'Message must be at most 2,000 characters',
    ]);
  });

  it('keeps the lines of a message, and makes a name one line', () => {
    const parsed = contactSchema.parse({
      ...valid,
      full_name: 'Priya\nNair',
      message: 'Hello,\n\nmy statement is late.',
    });
    expect(parsed.full_name).toBe('Priya Nair');
    expect(parsed.message).toBe('Hello,\n\nmy statement is late.');
  });

  it('sends an optional text without a letter empty, and one with letters as it shows', () => {
    const details = freeText({ lines: true, max: [20, { error: () => 'Too long' }] });
    expect(details.parse('')).toBe('');
    expect(details.parse(' ... \u200B')).toBe('');
    expect(details.parse(' My  data\u200B ')).toBe('My data');
    expect(details.safeParse('a'.repeat(21)).error?.issues.map((i) => i.message)).toEqual([
      'Too long',
    ]);
  });

  it('names each issue in the words of the spec (docs/product.md#contact-form)', () => {
    const words = issueWords(supportTexts.en);
    expect(ISSUE_TYPES.map((issue) => words[issue])).toEqual([...ISSUE_TYPES]);
  });
});
