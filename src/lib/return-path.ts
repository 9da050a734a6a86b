/** At most this many characters of a return path are honoured; a longer one is not ours. */
const MAX_LENGTH = 2_048;

/**
 * The page to return to after login: `target` when it is a path on this site, else '/'. Never an
 * absolute URL, a protocol-relative `//host`, a backslash (browsers read `/\host` as `//host`),
 * a control character or an encoded form of any of these; never the login page itself.
 */
export function safeReturnPath(target: unknown, origin: string = window.location.origin): string {
  if (typeof target !== 'string' || target.length > MAX_LENGTH) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return '/';
  }
  for (const form of [target, decoded]) {
    // eslint-disable-next-line no-control-regex
    if (!form.startsWith('/') || /^\/[/\\]|\\|[\u0000-\u001f\u007f]/.test(form)) return '/';
  }
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Judged again as resolved: dot segments can turn a path into `//host` (`/.//host`).
  if (url.origin !== origin || url.pathname === '/login' || /^\/[/\\]/.test(path)) return '/';
  return path;
}
