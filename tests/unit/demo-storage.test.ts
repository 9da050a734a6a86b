import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { FAULTS_KEY } from '@/mocks/faults';
import { API } from '../support/demo';

const DB_KEY = 'lark-demo-db-v3';

// The demo backend keeps its state in local storage, which anyone can edit: what it reads back
// is parsed, and what does not parse is forgotten instead of breaking every answer.
describe('the demo backend reads its storage as untrusted input', () => {
  it.each([
    ['not JSON', '{"customers": {'],
    [
      'a customer of the wrong shape',
      '{"customers":{"9876543212":{"first_name":{"toString":null}}},"revoked":[]}',
    ],
    ['revoked tokens that are not strings', '{"customers":{},"revoked":[{"x":1}]}'],
    ['a bare array', '[]'],
  ])('starts again from the seed on %s', (_case, stored) => {
    localStorage.setItem(DB_KEY, stored);
    const state = db.read();
    expect(state.customers['9876543212']?.first_name).toBe('Priya');
    expect(state.revoked).toEqual([]);
    expect(localStorage.getItem(DB_KEY)).not.toBe(stored);
  });

  it('keeps a state that parses', () => {
    db.update((state) => {
      state.revoked.push('demo.9876543212.old');
    });
    expect(db.read().revoked).toEqual(['demo.9876543212.old']);
  });

  it.each([
    ['not JSON', '[{'],
    ['a fault of the wrong shape', '[{"method":null,"path":"/loan/details","kind":"http500"}]'],
    ['an unknown kind', '[{"method":"GET","path":"/loan/details","kind":"explode"}]'],
    ['an object', '{"method":"GET","path":"/loan/details","kind":"http500"}'],
  ])('ignores faults that are %s, and answers as usual', async (_case, stored) => {
    localStorage.setItem(FAULTS_KEY, stored);
    const { signInAs } = await import('../setup/render-app');
    const token = signInAs('9876543212');
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
    const token = signInAs('9876543212');
    const headers = { Authorization: `Bearer ${token}`, Signature: 'test' };
    expect((await fetch(`${API}/loan/details`, { headers })).status).toBe(500);
    expect((await fetch(`${API}/loan/details`, { headers })).status).toBe(200);
  });
});
