import { getEnv } from '@/config/env';

/** The idle sign-out's limit in minutes, or undefined when it is off. */
export function idleMinutes(): number | undefined {
  const minutes = getEnv().VITE_IDLE_MINUTES;
  return minutes === 0 ? undefined : minutes;
}
