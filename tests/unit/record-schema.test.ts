import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { recordOf } from '@/lib/schema';

describe('recordOf: an object whose every value is of one kind', () => {
  const numbers = recordOf(z.number());

  it('reads an object of such values', () => {
    expect(numbers.safeParse({ a: 1, 'entry-2': 0 })).toEqual({
      success: true,
      data: { a: 1, 'entry-2': 0 },
    });
    expect(numbers.safeParse({}).success).toBe(true);
  });

  it('refuses a value of another kind, and anything that is not a plain object', () => {
    for (const input of [{ a: 1, b: '2' }, [1, 2], null, 'a', 3, undefined]) {
      expect(numbers.safeParse(input).success).toBe(false);
    }
  });

  it('gives back what its value schema makes of each value', () => {
    const lengths = recordOf(
      z.pipe(
        z.string(),
        z.transform((text) => text.length),
      ),
    );
    expect(lengths.parse({ a: 'abc' })).toEqual({ a: 3 });
  });

  it('keeps a "__proto__" key read from storage as a key, never as the prototype', () => {
    const read = numbers.parse(JSON.parse('{"__proto__": 5, "a": 1}'));
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(Object.keys(read)).toEqual(['__proto__', 'a']);
  });
});

/*
 * The schemas are built when their module loads: each test loads it afresh, so the mutation run
 * sees them built inside the test (docs/testing.md#mutation-testing).
 */
async function freshSchema() {
  vi.resetModules();
  return import('@/lib/schema');
}

describe('the wire’s numbers and texts', () => {
  it('reads an amount sent as a number or a numeric string, and nothing else', async () => {
    const { amount } = await freshSchema();
    const read = [1500, '1500', '1500.00', '-12.5', '0.05'].map((value) => amount.parse(value));
    expect(read).toEqual([1500, 1500, 1500, -12.5, 0.05]);
    for (const value of ['', '-', '1.', '.5', 'x1', '1x', '1.5x', '1,500', '1.x5', true, null]) {
      expect(amount.safeParse(value).success, String(value)).toBe(false);
    }
  });

  it('reads a text sent as a string, a number, null or nothing, and anything else as empty', async () => {
    const { text } = await freshSchema();
    expect(['a', 42, null, undefined, {}].map((value) => text.parse(value))).toEqual([
      'a',
      '42',
      '',
      '',
      '',
    ]);
  });

  it('reads an optional amount as the amount, or undefined when null or missing', async () => {
    const { optionalAmount } = await freshSchema();
    expect(['7.25', null, undefined].map((value) => optionalAmount.parse(value))).toEqual([
      7.25,
      undefined,
      undefined,
    ]);
    expect(optionalAmount.safeParse('seven').success).toBe(false);
  });

  it('reads a record afresh too, and names the key whose value it refuses', async () => {
    const { recordOf: freshRecordOf } = await freshSchema();
    const numbers = freshRecordOf(z.number());
    expect(numbers.parse({ a: 1 })).toEqual({ a: 1 });
    for (const input of [null, [1], 'a']) expect(numbers.safeParse(input).success).toBe(false);
    const refused = numbers.safeParse({ a: 1, limit: 'high' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', message: 'Invalid value at limit' }),
    ]);
  });
});
