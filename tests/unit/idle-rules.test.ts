import { describe, expect, it } from 'vitest';
import {
  announcedSeconds,
  countdown,
  nextChange,
  WARNING_SECONDS,
} from '@/session/idle/idle-rules';

const minute = 60_000;
const idle = 10 * minute;
const start = Date.UTC(2026, 10, 25, 10, 0, 0);

describe('the countdown, from the last activity and the wall clock', () => {
  it('is not running until the idle time has passed, and says when the warning is due', () => {
    expect(countdown(start, start, idle)).toBeNull();
    expect(nextChange(start, start, idle)).toBe(idle);
    expect(countdown(start, start + idle - 1, idle)).toBeNull();
    expect(nextChange(start, start + idle - 1, idle)).toBe(1);
  });

  it('counts 60 seconds down in whole seconds, waking at each one', () => {
    expect(WARNING_SECONDS).toBe(60);
    expect(countdown(start, start + idle, idle)).toBe(60);
    expect(nextChange(start, start + idle, idle)).toBe(1_000);
    expect(countdown(start, start + idle + 1, idle)).toBe(60);
    expect(nextChange(start, start + idle + 1, idle)).toBe(999);
    expect(countdown(start, start + idle + 1_000, idle)).toBe(59);
    expect(countdown(start, start + idle + 59_999, idle)).toBe(1);
    expect(nextChange(start, start + idle + 59_999, idle)).toBe(1);
  });

  it('reaches 0 at the end and stays there, however long after (a phone that slept)', () => {
    expect(countdown(start, start + idle + minute, idle)).toBe(0);
    expect(nextChange(start, start + idle + minute, idle)).toBe(Infinity);
    expect(countdown(start, start + 7 * 24 * 60 * minute, idle)).toBe(0);
  });

  it('never runs when the limit is off', () => {
    expect(countdown(start, start + 365 * 24 * 60 * minute, 0)).toBeNull();
    expect(nextChange(start, start, 0)).toBe(Infinity);
  });

  it('treats a last activity in the future (a clock set back) as activity now', () => {
    expect(countdown(start + 5 * minute, start + idle, idle)).toBeNull();
    expect(nextChange(start + 5 * minute, start, idle)).toBe(idle);
  });
});

describe('what the countdown announces', () => {
  it.each([
    [60, 60],
    [59, 60],
    [31, 60],
    [30, 30],
    [11, 30],
    [10, 10],
    [1, 10],
  ])('with %i seconds left it says the moment of %i seconds', (left, said) => {
    expect(announcedSeconds(left)).toBe(said);
  });
});
