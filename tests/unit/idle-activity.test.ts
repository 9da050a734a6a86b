import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { lastActivity, onActivity, recordActivity, startActivity } from '@/session/idle/activity';
import { PERSON_INPUT, personInput } from '@/session/idle/person-input';

/**
 * The last activity shared by every tab, and what counts as a person being there
 * (docs/decisions/0006-idle-sign-out.md).
 */
const activeAt = () => localStorage.getItem(storageKeys.activeAt);
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

// Each test a day after the last: this tab's own record of activity lives as long as the page.
let day = 0;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  day += 1;
  vi.setSystemTime(Date.UTC(2026, 10, 1 + day, 10));
  localStorage.clear();
});

describe('the last activity', () => {
  it('is written where the other tabs read it, and told to this tab', () => {
    const heard = vi.fn();
    const stop = onActivity(heard);
    recordActivity();
    expect(activeAt()).toBe(String(Date.now()));
    expect(lastActivity()).toBe(Date.now());
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is written at most once a second for a stream of events', () => {
    const heard = vi.fn();
    const stop = onActivity(heard);
    recordActivity();
    const first = activeAt();
    later(999);
    recordActivity();
    expect(activeAt()).toBe(first);
    expect(heard).toHaveBeenCalledTimes(1);
    later(1);
    recordActivity();
    expect(activeAt()).toBe(String(Date.now()));
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it("is written at once for the warning's answer, however recent the last", () => {
    recordActivity();
    later(10);
    recordActivity(true);
    expect(activeAt()).toBe(String(Date.now()));
  });

  it('starts a session with no record as active now, and leaves a record a reload finds', () => {
    startActivity();
    expect(activeAt()).toBe(String(Date.now()));

    // A reload is not activity.
    const before = String(Date.now() - 5 * 60_000);
    localStorage.setItem(storageKeys.activeAt, before);
    later(2_000);
    startActivity();
    expect(activeAt()).toBe(before);
  });

  it('is told to a listener only until it stops', () => {
    const heard = vi.fn();
    onActivity(heard)();
    recordActivity(true);
    expect(heard).not.toHaveBeenCalled();
  });
});

/** An event as the browser hands it over, or as a script made it. */
const event = (type: string, { isTrusted = true, screenX = 0, screenY = 0 } = {}) =>
  ({ type, isTrusted, screenX, screenY }) as unknown as Event;

describe("a person's input", () => {
  it('is a key, a pointer pressed or moved, a touch or a wheel; never a scroll', () => {
    expect(PERSON_INPUT).toEqual(['keydown', 'pointerdown', 'pointermove', 'touchstart', 'wheel']);
  });

  it('counts every key and press the browser made, one after another', () => {
    const isPerson = personInput();
    for (const type of ['keydown', 'keydown', 'pointerdown', 'touchstart', 'wheel', 'wheel'])
      expect(isPerson(event(type))).toBe(true);
  });

  it('never counts an event a script made', () => {
    const isPerson = personInput();
    for (const type of PERSON_INPUT)
      expect(isPerson(event(type, { isTrusted: false, screenX: 5 }))).toBe(false);
  });

  it('counts a pointer move only to another place', () => {
    const isPerson = personInput();
    expect(isPerson(event('pointermove', { screenX: 0, screenY: 0 }))).toBe(true);
    // The layout moved under a pointer that stayed where it was.
    expect(isPerson(event('pointermove', { screenX: 0, screenY: 0 }))).toBe(false);
    expect(isPerson(event('pointermove', { screenX: 10, screenY: 0 }))).toBe(true);
    expect(isPerson(event('pointermove', { screenX: 10, screenY: 20 }))).toBe(true);
    expect(isPerson(event('pointermove', { screenX: 10, screenY: 20 }))).toBe(false);
  });
});
