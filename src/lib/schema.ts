import * as z from 'zod/mini';

/** A number the server may send as a number or a numeric string ('1500.00'). */
export const amount = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((value) => Number(value)),
);

/** Optional text that arrives as a string, null or nothing; always a string after parsing. */
export const text = z.catch(
  z.pipe(
    z.optional(z.nullable(z.union([z.string(), z.number()]))),
    z.transform((value) => (value === null || value === undefined ? '' : String(value))),
  ),
  '',
);

/** An amount that may be missing or null; undefined after parsing. */
export const optionalAmount = z.pipe(
  z.optional(z.nullable(amount)),
  z.transform((value) => value ?? undefined),
);

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/**
 * An object whose every value is `value`, under any keys. Not `z.record`: every zod piece used
 * anywhere lands in the entry every page loads, and zod's record (built for keys of any schema) is
 * 4.4 kB of it before compression (docs/performance.md#what-reaches-login).
 */
export function recordOf<T extends z.ZodMiniType>(value: T) {
  return z.pipe(
    z.custom<Record<string, unknown>>(isPlainObject),
    z.transform((input, ctx) => {
      const entries: [string, z.output<T>][] = [];
      for (const [key, item] of Object.entries(input)) {
        const parsed = value.safeParse(item);
        if (!parsed.success) {
          ctx.issues.push({ code: 'custom', message: `Invalid value at ${key}`, input: item });
          return z.NEVER;
        }
        entries.push([key, parsed.data]);
      }
      // Own keys as read, '__proto__' among them, never a prototype.
      return Object.fromEntries(entries) as Record<string, z.output<T>>;
    }),
  );
}
