import { readToken, removeToken } from '@/lib/auth-token';
import { logoutCall } from './api/profile';

/**
 * Signs out this device first: the cookie goes at once (every tab follows, and the session's
 * cache goes with its scope), then the server is told with the old token, as a `keepalive` call
 * that outlives the page once sent. Nothing waits for it, and its failure changes nothing here.
 */
export function logout(): void {
  const token = readToken();
  removeToken();
  if (!token) return;
  logoutCall(token).catch((error: unknown) =>
    console.warn('The logout call failed; this device is signed out.', error),
  );
}
