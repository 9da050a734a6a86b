import { describe, expect, it } from 'vitest';
import { loanDetailsQuery } from '@/session/loan';
import { startFirstReads, takeFirstReads } from '@/session/first-reads';
import { signInAs } from '../setup/render-app';
import { recordCalls } from '../setup/record-calls';
import { customers } from '../support/demo';

describe('the first reads of a page load with a session', () => {
  it('start at once, and their cache goes to the session they were made for', async () => {
    const calls = recordCalls('/loan/details');
    const token = signInAs(customers.priya);
    startFirstReads(token);
    const client = takeFirstReads(token);
    expect(client).toBeDefined();
    await expect(client?.fetchQuery(loanDetailsQuery)).resolves.toMatchObject({
      credit_status: 'ACTIVE',
    });
    // The read already on its way, not a second one.
    expect(calls).toHaveLength(1);
    // Taken once.
    expect(takeFirstReads(token)).toBeUndefined();
  });

  it('are forgotten by a session that is not theirs', () => {
    const first = signInAs(customers.priya);
    startFirstReads(first);
    const other = signInAs(customers.meera);
    expect(takeFirstReads(other)).toBeUndefined();
    expect(takeFirstReads(first)).toBeUndefined();
  });
});
