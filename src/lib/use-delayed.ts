import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type To } from 'react-router-dom';

/**
 * Runs an action after a delay, at most one pending at a time; leaving the page cancels it.
 * The one timer behind every "…, then on to the next page" of the portal.
 */
export function useDelayed(): (action: () => void, delayMs: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((action, delayMs) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delayMs);
  }, []);
}

/** Goes to `to` after `delayMs`, unless the page has gone by then. */
export function useDelayedNavigation(): (to: To, delayMs: number) => void {
  const navigate = useNavigate();
  const later = useDelayed();
  return useCallback((to, delayMs) => later(() => navigate(to), delayMs), [later, navigate]);
}
