import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import * as z from 'zod/mini';
import { recordOf } from './schema';
import { storageKeys, tabStorage } from '@/lib/storage';

/**
 * The entry's name for its position: the router's key, or for the entry the tab opened with
 * (which the router names 'default', as it does an in-page #link) its place in the history.
 */
function entryOf(key: string): string | undefined {
  if (key !== 'default') return key;
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : undefined;
  return typeof idx === 'number' ? `entry-${idx}` : undefined;
}
/** The most entries remembered through a reload. */
const KEPT = 50;
/** What a person does to move the page themselves: the place is theirs from then on. */
const PERSON_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const keptSchema = recordOf(z.number());

/** At once, whatever the page's CSS says of smooth scrolling; not at all where it already is. */
function scrollAt(top: number) {
  if (window.scrollY !== top) window.scrollTo({ top, left: 0, behavior: 'instant' });
}

/** The element a #part of the address names, if the page has it. */
function partOf(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Scrolls to `top` now, and holds it while the page settles (a panel's data arriving can shrink
 * it to a skeleton, clamping the page near its top, then grow it again) until the person moves
 * the page or leaves it. Not for a fixed time: on a slow phone or a busy machine the data can
 * take longer than any such wait, and the page would stay where the clamp left it. Returns what
 * stops it.
 */
function scrollWhenReachable(top: number): () => void {
  const hold = () => {
    if (Math.abs(window.scrollY - top) >= 1) scrollAt(top);
  };
  hold();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(hold);
  function stop() {
    observer.disconnect();
    for (const event of PERSON_SCROLLS) window.removeEventListener(event, stop);
  }
  observer.observe(document.body);
  for (const event of PERSON_SCROLLS) window.addEventListener(event, stop, { passive: true });
  return stop;
}

/**
 * Where a page opens: a new page at the top (or at its #part), Back and Forward where that page
 * was left, and another tab or filter of the same page (its query) where the customer is. The
 * router used here keeps no positions itself, so each entry's is kept by its key, for the tab.
 */
export function ScrollManager() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | undefined>(undefined);
  const shown = useRef<{ entry: string | undefined; pathname: string } | undefined>(undefined);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const record = () => {
      const current = shown.current?.entry;
      if (current !== undefined) positions.current?.set(current, window.scrollY);
    };
    const keep = () =>
      tabStorage.set(
        storageKeys.scrollPositions,
        JSON.stringify(Object.fromEntries([...(positions.current ?? [])].slice(-KEPT))),
      );
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= new Map(
      Object.entries(tabStorage.readJson(storageKeys.scrollPositions, keptSchema) ?? {}),
    );
    const kept = positions.current;
    const before = shown.current;
    const entry = entryOf(key);
    shown.current = { entry, pathname };
    const here = entry === undefined ? undefined : kept.get(entry);
    const keep = (top: number) => {
      if (entry !== undefined) kept.set(entry, top);
    };
    // Back, Forward or a reload to a page this tab has seen: where it was left.
    if (here !== undefined && (navigationType === 'POP' || !before)) {
      return scrollWhenReachable(here);
    }
    if (!before || navigationType === 'POP') {
      // Not seen before (or its place was not kept): the browser's own place, an in-page #link.
      partOf(hash)?.scrollIntoView();
      return undefined;
    }
    // Another tab or filter of the same page (its query) keeps the place the last one had.
    if (before.pathname === pathname) {
      const place = (before.entry === undefined ? undefined : kept.get(before.entry)) ?? 0;
      keep(place);
      // At the top (a filter, most often) no change of height can move the page: nothing to
      // watch on each change. Lower down, the new panel's data arriving can, so it is held.
      if (place > 0) return scrollWhenReachable(place);
      scrollAt(0);
      return undefined;
    }
    // A new page: its top, or its #part.
    keep(0);
    const part = partOf(hash);
    if (part) part.scrollIntoView();
    else scrollAt(0);
    return undefined;
  }, [key, pathname, hash, navigationType]);

  return null;
}
