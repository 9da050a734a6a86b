// The one inline script of the prerendered /login (docs/decisions/0007-prerendered-login.md). It
// runs before the first paint and marks the page of a visitor who has acknowledged the cookie
// notice, so the page is painted without the notice's room, which would otherwise close once the
// page hydrates and move everything under it. The CSP allows exactly this script, by its hash.
import { createHash } from 'node:crypto';

/** Where the acknowledgement is kept: `storageKeys.cookieNotice` in src/lib/storage.ts. */
export const COOKIE_NOTICE_KEY = 'cookie-notice-acknowledged';
/** The mark on `<html>`: src/index.css hides the notice's band under it. */
export const NOTICE_SEEN = 'data-cookie-notice-seen';

export const FIRST_PAINT_SCRIPT = `try{localStorage.getItem("${COOKIE_NOTICE_KEY}")==="true"&&document.documentElement.setAttribute("${NOTICE_SEEN}","")}catch{}`;

/** The script as a CSP source. */
export const FIRST_PAINT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;
