/** The prerendered /login's one inline script (scripts/first-paint.mjs). */
export const COOKIE_NOTICE_KEY: string;
export const NOTICE_SEEN: string;
export const FIRST_PAINT_SCRIPT: string;
export const FIRST_PAINT_SOURCE: string;
