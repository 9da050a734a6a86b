import { getEnv } from '@/config/env';

/** The idle sign-out's limit in words ('10 minutes'), or undefined when it is off. */
export function idleLimit(): string | undefined {
  const minutes = getEnv().VITE_IDLE_MINUTES;
  if (minutes === 0) return undefined;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
