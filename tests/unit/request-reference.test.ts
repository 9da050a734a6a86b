import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestReference } from '@/features/collateral/request-reference';

describe('a request reference a person can read out', () => {
  it.each([
    ['col-2d7367c6-edfb-4c1a-9f0e-e41f09c8a1b2', '09C8 A1B2'],
    ['REQ-123', 'REQ1 23'],
    ['abcd1234', 'ABCD 1234'],
    [482913, '4829 13'],
    [7, '7'],
    ['---', '---'],
  ])('%s reads %s', (id, reference) => {
    expect(requestReference(id)).toBe(reference);
  });

  it('is at most two groups of four upper-case letters and digits, the end of the id', () => {
    // Any id holding at least one letter or digit.
    const ids = fc
      .tuple(fc.string(), fc.constantFrom(...'09afAFxZ'), fc.string())
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(ids, (id) => {
        const reference = requestReference(id);
        const plain = id.replace(/[^0-9a-z]/gi, '').toUpperCase();
        expect(reference).toMatch(/^[0-9A-Z]{1,4}( [0-9A-Z]{1,4})?$/);
        expect(plain.endsWith(reference.replace(' ', ''))).toBe(true);
        expect(reference.replace(' ', '')).toHaveLength(Math.min(8, plain.length));
      }),
    );
  });
});
