import { writeToken } from '@/lib/auth-token';

/**
 * Signs the customer in and, when they ticked the box on /login, records their consent to offers
 * with the new session (contracts §10). Signing in never waits for it, and the call's code loads
 * only for a customer who asked.
 */
export function startSession(token: string, marketing: boolean): void {
  writeToken(token);
  if (marketing) void import('./grant-marketing').then((module) => module.grantMarketing());
}
