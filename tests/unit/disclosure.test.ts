import { describe, expect, it } from 'vitest';
import { disclosureLine, listParts } from '@/brand/disclosure';

describe('listParts', () => {
  it.each([
    [['A'], 'A'],
    [['A', 'B'], 'A and B'],
    [['A', 'B', 'C'], 'A, B and C'],
    [['A', 'B', 'C', 'D'], 'A, B, C and D'],
  ])('joins %j as %j', (names, expected) => {
    expect(listParts(names, 'and').join('')).toBe(expected);
  });
});

describe('disclosureLine', () => {
  it('names the lenders, the regulator and the brand as a lending service provider', () => {
    expect(disclosureLine(['Kestrel Finance Limited', 'Banyan Capital'], 'Acme Wealth')).toBe(
      'Loans are provided by Kestrel Finance Limited and Banyan Capital, regulated by the Reserve Bank of India. Acme Wealth is a lending service provider.',
    );
  });
});
