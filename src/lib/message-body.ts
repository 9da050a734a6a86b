import * as z from 'zod/mini';

/**
 * The body of a change the server answers with words only: `{message}`, the message optional.
 * A module of its own: the login page uses it, and lib/schema's rules are built when it loads.
 */
export const messageBody = z.object({ message: z.optional(z.string()) });
