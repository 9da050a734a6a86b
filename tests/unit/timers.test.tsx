import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '@/lib/use-countdown';
import { useDelayed, useDelayedNavigation } from '@/lib/use-delayed';

beforeEach(() => {
  vi.useFakeTimers();
});

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the resend countdown', () => {
  it('counts the seconds down once a second, stops at 0 and starts again on restart', () => {
    const { result } = renderHook(() => useCountdown(30));
    expect(result.current.remaining).toBe(30);
    tick(999);
    expect(result.current.remaining).toBe(30);
    tick(1);
    expect(result.current.remaining).toBe(29);
    tick(29_000);
    expect(result.current.remaining).toBe(0);
    // Nothing keeps ticking once it has ended.
    expect(vi.getTimerCount()).toBe(0);
    tick(5_000);
    expect(result.current.remaining).toBe(0);

    act(() => result.current.restart());
    expect(result.current.remaining).toBe(30);
    tick(3_000);
    expect(result.current.remaining).toBe(27);
  });

  it('restarts from the full time while it is still running', () => {
    const { result } = renderHook(() => useCountdown(30));
    tick(10_000);
    act(() => result.current.restart());
    expect(result.current.remaining).toBe(30);
    tick(1_000);
    expect(result.current.remaining).toBe(29);
  });

  it('restarts from the latest number of seconds', () => {
    const { result, rerender } = renderHook(({ seconds }) => useCountdown(seconds), {
      initialProps: { seconds: 30 },
    });
    rerender({ seconds: 60 });
    act(() => result.current.restart());
    expect(result.current.remaining).toBe(60);
  });

  it('stops its timer when the page goes', () => {
    const { unmount } = renderHook(() => useCountdown(30));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('an action after a delay', () => {
  it('runs after the delay, and a newer one replaces the one pending', () => {
    const { result } = renderHook(() => useDelayed());
    const first = vi.fn();
    const second = vi.fn();
    result.current(first, 500);
    tick(400);
    result.current(second, 500);
    tick(499);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    tick(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('never runs once the page has gone', () => {
    const { result, unmount } = renderHook(() => useDelayed());
    const action = vi.fn();
    result.current(action, 500);
    unmount();
    tick(1_000);
    expect(action).not.toHaveBeenCalled();
  });

  it('goes to the next page after the delay', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/verify-email']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => ({ later: useDelayedNavigation(), location: useLocation() }),
      { wrapper },
    );
    act(() => result.current.later('/', 1_500));
    tick(1_499);
    expect(result.current.location.pathname).toBe('/verify-email');
    tick(1);
    expect(result.current.location.pathname).toBe('/');
  });
});
