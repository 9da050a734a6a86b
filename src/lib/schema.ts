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

/**
 * The answer to a change (a write): a JSON object, often with a message. A success status with
 * any other body (cut off, not JSON) cannot be known to have been done, so it is a failed call.
 */
export const changeAnswer = z.looseObject({});
