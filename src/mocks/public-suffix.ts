/**
 * The demo build's stand-in for `tldts`, which MSW's cookie jar (tough-cookie) uses only to find
 * a cookie domain's registrable domain. The real package carries the public-suffix list: 300 kB
 * of JavaScript that every demo visit would download and run. The demo backend only ever sees
 * the portal's own host-only cookie, so the last two labels are the answer it needs.
 */
export function getDomain(hostname: string): string | null {
  const labels = hostname.split('.').filter(Boolean);
  return labels.length >= 2 ? labels.slice(-2).join('.') : null;
}
