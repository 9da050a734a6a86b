/** At most this many characters of a return path are honoured; a longer one is not ours. */
const MAX_LENGTH = 2_048;

/**
 * `target` when it is a path on this site (with its query and hash), else undefined. Never an
 * absolute URL, a protocol-relative `//host`, a backslash (browsers read `/\host` as `//host`),
 * a control character or an encoded form of any of these.
 */
export function sameOriginPath(
  target: unknown,
  origin: string = window.location.origin,
): string | undefined {
  if (typeof target !== 'string' || target.length > MAX_LENGTH) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return undefined;
  }
  for (const form of [target, decoded]) {
    // eslint-disable-next-line no-control-regex
    if (!form.startsWith('/') || /^\/[/\\]|\\|[\u0000-\u001f\u007f]/.test(form)) return undefined;
  }
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return undefined;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Judged again as resolved: dot segments can turn a path into `//host` (`/.//host`).
  if (url.origin !== origin || /^\/[/\\]/.test(path)) return undefined;
  return path;
}

/** The page to return to after login: `target` when it is a path on this site, else '/'; never
 * the login page itself. */
export function safeReturnPath(target: unknown, origin: string = window.location.origin): string {
  const path = sameOriginPath(target, origin);
  return path === undefined || new URL(path, origin).pathname === '/login' ? '/' : path;
}
