import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@/lib/return-path';

const ORIGIN = 'https://acme.portal.example';
const back = (target: unknown) => safeReturnPath(target, ORIGIN);

describe('the page to return to after login', () => {
  it.each([
    ['/loan?tab=transactions', '/loan?tab=transactions'],
    ['/loan?tab=transactions&page=2#top', '/loan?tab=transactions&page=2#top'],
    ['/profile', '/profile'],
    ['/help-and-support', '/help-and-support'],
    // Slashes later in the path or the query are the page's own business.
    ['/loan?from=https://acme.portal.example/x', '/loan?from=https://acme.portal.example/x'],
    // The longest path honoured: 2,048 characters.
    [`/${'a'.repeat(2_047)}`, `/${'a'.repeat(2_047)}`],
  ])('keeps the path on this site %s', (target, expected) => {
    expect(back(target)).toBe(expected);
  });

  it.each([
    'https://evil.example/loan',
    'http://acme.portal.example/loan',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2Fevil.example',
    '/%2f%2fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    'javascript:alert(1)',
    '/\tevil',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/a/..//evil.example',
    'loan',
    '',
    '/login',
    '/login?redirect=/loan',
    '/%E0%A4%A',
    `/${'a'.repeat(2_048)}`,
    undefined,
    null,
    42,
    { pathname: '/loan' },
  ])('goes home instead of %j', (target) => {
    expect(back(target)).toBe('/');
  });

  it('goes home from a page whose origin is opaque (a sandboxed frame)', () => {
    expect(safeReturnPath('/loan', 'null')).toBe('/');
  });

  it('never leaves the site, whatever the target', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc
            .array(fc.constantFrom('/', '.', '..', '%2e', '%2f', '\\\\', 'evil.example', 'loan'))
            .map((parts) => parts.join('')),
        ),
        (target) => {
          const result = back(target);
          expect(result.startsWith('/')).toBe(true);
          expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
          expect(result).not.toMatch(/^\/[/\\]/);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
