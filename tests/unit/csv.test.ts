import { describe, expect, it } from 'vitest';
import { csvFile } from '@/lib/csv';

/** The one cell of a one-row file, as written. */
const cell = (value: string) => csvFile('Balance (INR)', [[value]]).split('\r\n')[1];

describe('a CSV cell (src/lib/csv.ts)', () => {
  // A figure stays a number a spreadsheet adds up, a negative one too (its minus is where a
  // formula could start): only what is more than a plain number is kept as text.
  it.each(['-1500', '-1500.50', '-0.5', '-12.25', '1500.00'])(
    'leaves the number %j as it is, its minus sign included',
    (value) => {
      expect(cell(value)).toBe(value);
    },
  );

  it.each([
    ['-1500+1', "'-1500+1"],
    ['-1.', "'-1."],
    ['-.5', "'-.5"],
    ['-1.5e3', "'-1.5e3"],
    ['-', "'-"],
  ])('prefixes %j, which starts with a minus but is no plain number', (value, written) => {
    expect(cell(value)).toBe(written);
  });
});
