import { describe, expect, it } from 'vitest';
import { emailChangeRefusal, statusChangeRefusal } from '@/mocks/rules';
import type { DemoCustomer } from '@/mocks/schema';
import { seedCustomers } from '@/mocks/seed';
import { customers } from '../support/demo';

const seeded = (phone: string): DemoCustomer => {
  const customer = seedCustomers().find((c) => c.phone_no === phone);
  if (!customer) throw new Error(`No seeded customer ${phone}`);
  return customer;
};
const asha = seeded(customers.asha);
const rohan = seeded(customers.rohan);
const priya = seeded(customers.priya);
const vikram = seeded(customers.vikram);

describe('the demo server decides application status moves', () => {
  it.each([
    [vikram, 'EMAIL_VERIFIED', 'No offer has been made to this customer.'],
    [vikram, 'OFFER_ACCEPTED', 'No offer has been made to this customer.'],
    [asha, 'OFFER_ACCEPTED', 'No offer has been made to this customer.'],
    [rohan, 'EMAIL_VERIFIED', 'Verify your email address first.'],
    [
      rohan,
      'ELIGIBILITY_CHECKED',
      'The application has already reached OFFER_ACCEPTED and cannot go back.',
    ],
    [rohan, null, 'The application has already reached OFFER_ACCEPTED and cannot go back.'],
    [
      priya,
      'OFFER_ACCEPTED',
      'The application has already reached EMAIL_VERIFIED and cannot go back.',
    ],
    [priya, '', 'The application has already reached EMAIL_VERIFIED and cannot go back.'],
  ])('refuses %#: %s -> %j', (customer, next, reason) => {
    expect(statusChangeRefusal(customer, next)).toBe(reason);
  });

  it.each([
    [asha, 'PORTFOLIO_NOT_FOUND'],
    [asha, 'OFFER_NOT_FOUND'],
    [asha, 'ELIGIBILITY_CHECKED'],
    [asha, ''],
    [vikram, null],
    [{ ...asha, offer_made: true }, 'OFFER_ACCEPTED'],
    [{ ...rohan, verified_emails: [rohan.email] }, 'EMAIL_VERIFIED'],
    [priya, 'EMAIL_VERIFIED'],
    // Asking again for the status it has is no change, whatever else has moved since.
    [{ ...priya, email: 'new@example.com', is_email_verified: false }, 'EMAIL_VERIFIED'],
    // The title names the customer as %s does (shortened): the whole of it as JSON holds times
    // of today, so it would differ from run to run and the mutation run could not find the test.
  ])('accepts %#: %s -> %j', (customer, next) => {
    expect(statusChangeRefusal(customer, next)).toBeUndefined();
  });

  it('marks an email verified only after its own code was entered', () => {
    expect(emailChangeRefusal(vikram, 'anyone@evil.example', true)).toBe(
      'This email address has not been verified.',
    );
    expect(emailChangeRefusal(rohan, rohan.email, true)).toBe(
      'This email address has not been verified.',
    );
    expect(
      emailChangeRefusal(
        { ...rohan, verified_emails: ['new@example.com'] },
        'new@example.com',
        true,
      ),
    ).toBeUndefined();
    expect(emailChangeRefusal(rohan, 'new@example.com', false)).toBeUndefined();
    expect(emailChangeRefusal(priya, priya.email, true)).toBeUndefined();
    // Priya's verified address vouches for itself, not for another.
    expect(emailChangeRefusal(priya, 'other@example.com', true)).toBe(
      'This email address has not been verified.',
    );
  });
});
