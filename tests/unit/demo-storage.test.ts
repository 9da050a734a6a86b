import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { FAULTS_KEY } from '@/mocks/faults';
import { customers, API, DEMO_DB_KEY } from '../support/demo';

// The demo backend keeps its state in local storage, which anyone can edit: what it reads back
// is parsed, and what does not parse is forgotten instead of breaking every answer.
describe('the demo backend reads its storage as untrusted input', () => {
  it.each([
    ['not JSON', '{"customers": {'],
    [
      'a customer of the wrong shape',
      `{"customers":{"${customers.priya}":{"first_name":{"toString":null}}},"revoked":[]}`,
    ],
    ['revoked tokens that are not strings', '{"customers":{},"revoked":[{"x":1}]}'],
    ['a bare array', '[]'],
  ])('starts again from the seed on %s', (_case, stored) => {
    localStorage.setItem(DEMO_DB_KEY, stored);
    const state = db.read();
    expect(state.customers[customers.priya]?.first_name).toBe('Priya');
    expect(state.revoked).toEqual([]);
    expect(localStorage.getItem(DEMO_DB_KEY)).not.toBe(stored);
  });

  it('keeps a state that parses', () => {
    db.update((state) => {
      state.revoked.push(`demo.${customers.priya}.old`);
    });
    expect(db.read().revoked).toEqual([`demo.${customers.priya}.old`]);
  });

  it.each([
    ['not JSON', '[{'],
    ['a fault of the wrong shape', '[{"method":null,"path":"/loan/details","kind":"http500"}]'],
    ['an unknown kind', '[{"method":"GET","path":"/loan/details","kind":"explode"}]'],
    ['an object', '{"method":"GET","path":"/loan/details","kind":"http500"}'],
  ])('ignores faults that are %s, and answers as usual', async (_case, stored) => {
    localStorage.setItem(FAULTS_KEY, stored);
    const { signInAs } = await import('../setup/render-app');
    const token = signInAs(customers.priya);
    const answer = await fetch(`${API}/loan/details`, {
      headers: { Authorization: `Bearer ${token}`, Signature: 'test' },
    });
    expect(answer.status).toBe(200);
  });

  it('still simulates a fault that parses', async () => {
    localStorage.setItem(
      FAULTS_KEY,
      JSON.stringify([{ method: 'GET', path: '/loan/details', kind: 'http500', times: 1 }]),
    );
    const { signInAs } = await import('../setup/render-app');
    const token = signInAs(customers.priya);
    const headers = { Authorization: `Bearer ${token}`, Signature: 'test' };
    expect((await fetch(`${API}/loan/details`, { headers })).status).toBe(500);
    expect((await fetch(`${API}/loan/details`, { headers })).status).toBe(200);
  });
});
