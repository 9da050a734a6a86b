/**
 * The loopback ports of the four servers the end-to-end suite starts. `E2E_PORT` moves them all
 * (the alternative build on the next port, the dev server 50 above, nginx 3915 above), so two
 * checkouts can run their suites side by side.
 */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The demo build with the other switches: popup eligibility mode and the payout tab. */
export const ALT_PORT = PORT + 1;
/** The demo build served by nginx with the production headers. */
export const NGINX_PORT = PORT + 3915;
/** The dev server (`npm run dev`), as a newcomer starts it: the 'dev' project's smoke run. */
export const DEV_PORT = PORT + 50;
