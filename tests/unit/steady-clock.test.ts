import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { steadyClock } from '../setup/steady-clock';

const realSetTimeout = globalThis.setTimeout;

describe('the steady clock of the tests about delays', () => {
  it('follows real time for other timers but never reaches the watched one by itself', async () => {
    const clock = steadyClock(100);
    const fired: string[] = [];
    setTimeout(() => fired.push('watched'), 100);
    setTimeout(() => fired.push('short'), 10);
    // A busy machine: far more real time passes than the watched delay.
    await new Promise((resolve) => realSetTimeout(resolve, 300));
    expect(fired).toEqual(['short']);
    await clock.at(99);
    expect(fired).toEqual(['short']);
    await clock.at(100);
    expect(fired).toEqual(['short', 'watched']);
  });

  it('counts from the latest timer of that delay, and gives the real clock back', async () => {
    const clock = steadyClock(1_000, 'interval');
    const ticks: number[] = [];
    const start = Date.now();
    const timer = setInterval(() => ticks.push(Date.now() - start), 1_000);
    await clock.at(2_500);
    expect(ticks).toEqual([1_000, 2_000]);
    clearInterval(timer);
    await clock.at(5_000);
    expect(ticks).toEqual([1_000, 2_000]);
    // A timeout of the same delay is not the one watched: time goes past it by itself. Testing
    // Library's wait leaves the clock alone; vi.waitFor moved it too, and passed this test with
    // the timeout watched (docs/testing.md#waits-on-a-fake-clock).
    let passed = false;
    setTimeout(() => (passed = true), 1_000);
    await waitFor(() => expect(passed).toBe(true));
    vi.useRealTimers();
    expect(vi.isFakeTimers()).toBe(false);
  });
});
