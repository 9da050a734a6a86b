import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { recordActivity } from '@/session/idle/activity';
import { useIdleCountdown } from '@/session/idle/use-idle-countdown';
import { asAPerson } from '../support/person';

/**
 * The countdown behind the idle sign-out (docs/decisions/0006-idle-sign-out.md), read straight
 * from the hook: `null` while the customer is active, 60 down to 1 during the warning, 0 at the
 * end. What the dialog does with it is tests/unit/idle-sign-out.test.tsx.
 */
const minute = 60_000;
const idle = 10 * minute;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The clock moves on while no timer runs (a phone asleep, a tab in the background). */
const sleep = (ms: number) => vi.setSystemTime(Date.now() + ms);
const activeAt = () => localStorage.getItem(storageKeys.activeAt);

// Each test a day after the last: this tab's own record of activity lives as long as the page.
let day = 0;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  day += 1;
  vi.setSystemTime(Date.UTC(2026, 10, 1 + day, 10));
  localStorage.clear();
});

const watch = (idleMs = idle) =>
  renderHook(({ limit }) => useIdleCountdown(limit), { initialProps: { limit: idleMs } });

describe('the idle countdown', () => {
  it('is null while the customer counts as active, then counts 60 seconds down to 0', () => {
    const { result } = watch();
    expect(result.current).toBeNull();
    tick(idle - 1);
    expect(result.current).toBeNull();
    tick(1);
    expect(result.current).toBe(60);
    tick(59_000);
    expect(result.current).toBe(1);
    tick(1_000);
    expect(result.current).toBe(0);
  });

  it("puts the warning off with a person's input while the customer is active", () => {
    const person = asAPerson();
    const { result } = watch();
    tick(9 * minute);
    act(() => person('keydown'));
    tick(9 * minute);
    expect(result.current).toBeNull();
    tick(minute);
    expect(result.current).toBe(60);
  });

  it('counts a key pressed in a field that keeps its events to itself', () => {
    const person = asAPerson();
    const field = document.body.appendChild(document.createElement('input'));
    field.addEventListener('keydown', (event) => event.stopPropagation());
    const { result } = watch();
    tick(9 * minute);
    act(() => person('keydown', {}, field));
    tick(9 * minute);
    expect(result.current).toBeNull();
    field.remove();
  });

  it('takes only the answer while the warning shows: a key pressed in the dialog is not one', () => {
    const person = asAPerson();
    const { result } = watch();
    tick(idle + 10_000);
    act(() => person('keydown'));
    expect(result.current).toBe(50);
    tick(1_000);
    expect(result.current).toBe(49);
  });

  it("counts focus moving into a widget's frame, not the window losing focus to another app", () => {
    const { result } = watch();
    tick(9 * minute);
    const frame = document.body.appendChild(document.createElement('iframe'));
    act(() => {
      frame.focus();
      window.dispatchEvent(new Event('blur'));
    });
    tick(9 * minute);
    expect(result.current).toBeNull();

    frame.remove();
    expect(document.activeElement).toBe(document.body);
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    tick(minute);
    expect(result.current).toBe(60);
  });

  it.each(['focus', 'pageshow'])(
    'looks at the clock again when the window gets %s, after sleeping past the deadline',
    (type) => {
      const { result } = watch();
      sleep(3 * 60 * minute);
      act(() => {
        window.dispatchEvent(new Event(type));
      });
      expect(result.current).toBe(0);
    },
  );

  it('looks at the clock again when the page is shown', () => {
    const { result } = watch();
    sleep(idle + 30_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toBe(30);
  });

  it('hears activity in another tab, which ends the warning', () => {
    const { result } = watch();
    tick(idle + 5_000);
    expect(result.current).toBe(55);
    act(() => {
      localStorage.setItem(storageKeys.activeAt, String(Date.now()));
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.activeAt }));
    });
    expect(result.current).toBeNull();
  });

  it('keeps one timer, however often it looks again', () => {
    watch();
    for (let i = 0; i < 5; i += 1) {
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      tick(1_000);
    }
    expect(vi.getTimerCount()).toBe(1);
  });

  it('keeps no timer once the session has expired, nor with the limit off', () => {
    const { result } = watch();
    tick(idle + minute);
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);

    const off = watch(0);
    tick(365 * 24 * 60 * minute);
    expect(off.result.current).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows a new limit at once', () => {
    const { result, rerender } = watch();
    rerender({ limit: minute });
    tick(minute);
    expect(result.current).toBe(60);
    tick(1_000);
    expect(result.current).toBe(59);
  });

  it('stops watching when it goes: no timer, no listener, no activity recorded', () => {
    const person = asAPerson();
    const { unmount } = watch();
    tick(5 * minute);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    const before = activeAt();

    const frame = document.body.appendChild(document.createElement('iframe'));
    act(() => {
      person('keydown');
      frame.focus();
      window.dispatchEvent(new Event('blur'));
    });
    expect(activeAt()).toBe(before);
    frame.remove();

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.activeAt }));
      for (const type of ['focus', 'pageshow']) window.dispatchEvent(new Event(type));
      document.dispatchEvent(new Event('visibilitychange'));
      // 'Stay signed in' in a dialog still on its way out.
      recordActivity(true);
    });
    expect(vi.getTimerCount()).toBe(0);
  });
});
