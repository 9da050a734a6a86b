import { describe, expect, it } from 'vitest';
import { getDomain } from '@/mocks/public-suffix';

describe('the demo cookie jar’s registrable domain', () => {
  it.each([
    ['localhost', null],
    ['acme.localhost', 'acme.localhost'],
    ['api.lark.test', 'lark.test'],
    ['a.b.lark.test', 'lark.test'],
  ])('%s -> %s', (hostname, domain) => {
    expect(getDomain(hostname)).toBe(domain);
  });
});
