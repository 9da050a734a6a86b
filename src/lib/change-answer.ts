import * as z from 'zod/mini';

/**
 * The answer to a change (a write): a JSON object, often with a message. A success status with
 * any other body (cut off, not JSON) cannot be known to have been done, so it is a failed call.
 * A module of its own: the login page uses it, and lib/schema's rules are built when it loads.
 */
export const changeAnswer = z.looseObject({ message: z.optional(z.string()) });
