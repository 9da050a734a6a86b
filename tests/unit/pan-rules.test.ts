import { describe, expect, it } from 'vitest';
import { maskPan } from '@/features/profile/pan-rules';

describe('maskPan', () => {
  it.each([
    ['ABCDE1234F', 'ABCDE••••F'],
    ['CDEPN3456C', 'CDEPN••••C'],
    // Anything else the server sends is hidden whole: never more than a PAN would show.
    ['ABC', '•••'],
    ['ABCDE12345FG', '••••••••••••'],
    ['', ''],
  ])('shows %s as %s', (pan, masked) => {
    expect(maskPan(pan)).toBe(masked);
  });
});
