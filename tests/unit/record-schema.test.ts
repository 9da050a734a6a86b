import { describe, expect, it } from 'vitest';
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
