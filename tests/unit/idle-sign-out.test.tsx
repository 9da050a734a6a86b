import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken, writeToken } from '@/lib/auth-token';
import { IdleSignOut } from '@/session/idle/idle-sign-out';
import { customers } from '../support/demo';

// The server is told of the sign-out; here only this device's side is under test.
vi.mock('@/session/api/profile', () => ({ logoutCall: () => Promise.resolve() }));
// The dialog itself, without its code's own arrival (tests/unit/lazy-part.test.tsx has that):
// these tests count the seconds it shows, from the moment it opens.
vi.mock('@/components/ui/modal', async () => ({
  Modal: (await import('@/components/ui/modal-dialog')).ModalDialog,
}));

const minute = 60_000;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const dialog = () => screen.queryByRole('alertdialog', { name: 'Are you still there?' });
const spoken = () => screen.getByRole('alert').textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.clear();
  writeToken(`demo.${customers.priya}.idle`);
});

/** Headless UI moves focus and finishes closing on the next animation frames. */
const frames = () =>
  act(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
const renderIdle = () => render(<IdleSignOut minutes={10} />);
/** The count on screen (a screen reader hears the other one). */
const shown = () => screen.getByText(/^You will be signed out/, { ignore: '[role=alert]' });
const press = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

describe('the idle sign-out', () => {
  it('warns after 10 minutes without activity, with Stay signed in focused', async () => {
    renderIdle();
    tick(10 * minute - 1);
    expect(dialog()).toBeNull();
    tick(1);
    await frames();
    expect(dialog()).toBeInTheDocument();
    expect(shown()).toHaveTextContent('You will be signed out in 60 seconds');
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('counts down on screen every second, and for a screen reader only at 60, 30 and 10', () => {
    renderIdle();
    tick(10 * minute);
    expect(spoken()).toBe('You will be signed out in 60 seconds');
    tick(29_000);
    expect(shown()).toHaveTextContent('You will be signed out in 31 seconds');
    expect(spoken()).toBe('You will be signed out in 60 seconds');
    tick(1_000);
    expect(spoken()).toBe('You will be signed out in 30 seconds');
    tick(19_000);
    expect(spoken()).toBe('You will be signed out in 30 seconds');
    tick(1_000);
    expect(spoken()).toBe('You will be signed out in 10 seconds');
    tick(9_000);
    expect(shown()).toHaveTextContent(/^You will be signed out in 1 second$/);
  });

  it("starts again after 'Stay signed in'", async () => {
    renderIdle();
    tick(10 * minute + 20_000);
    press('Stay signed in');
    await frames();
    expect(dialog()).toBeNull();
    tick(10 * minute - 1_000);
    expect(dialog()).toBeNull();
    expect(readToken()).toBeDefined();
  });

  /**
   * What the browser itself hands the page's listeners: jsdom can only make events a script made
   * (`isTrusted` false), so a person's input is handed to the listeners the way the browser does.
   */
  function asAPerson() {
    const listeners: { type: string; listener: EventListener }[] = [];
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      if (typeof listener === 'function') listeners.push({ type, listener });
      add(type, listener, options);
    });
    return (type: string, init: Partial<PointerEvent> = {}) =>
      act(() => {
        const event = { type, isTrusted: true, screenX: 0, screenY: 0, ...init } as Event;
        for (const heard of listeners) if (heard.type === type) heard.listener(event);
      });
  }

  it('counts a key, a pointer pressed or moved, a touch or a wheel, and focus moving into a widget', () => {
    const person = asAPerson();
    renderIdle();
    for (const type of ['keydown', 'pointerdown', 'touchstart', 'wheel']) {
      tick(9 * minute);
      person(type);
    }
    tick(9 * minute);
    person('pointermove', { screenX: 10, screenY: 20 });
    tick(9 * minute);
    person('pointermove', { screenX: 11, screenY: 20 });
    tick(9 * minute);
    const frame = document.body.appendChild(document.createElement('iframe'));
    act(() => {
      frame.focus();
      window.dispatchEvent(new Event('blur'));
    });
    tick(9 * minute);
    expect(dialog()).toBeNull();
    frame.remove();
  });

  it('never counts a scroll, an event a script made, or a pointer that has not moved', () => {
    const person = asAPerson();
    renderIdle();
    person('pointermove', { screenX: 10, screenY: 20 });
    tick(3 * minute);
    // The browser scrolls for a script and to keep the view when the layout above it changes.
    person('scroll');
    act(() => {
      document.dispatchEvent(new Event('scroll'));
    });
    tick(3 * minute);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      document.dispatchEvent(new Event('pointerdown'));
    });
    tick(3 * minute);
    // The layout moved under a pointer that stayed where it was.
    person('pointermove', { screenX: 10, screenY: 20 });
    tick(minute);
    expect(dialog()).toBeInTheDocument();
  });

  it('hears activity in another tab', async () => {
    renderIdle();
    tick(10 * minute + 5_000);
    expect(dialog()).toBeInTheDocument();
    act(() => {
      localStorage.setItem('session:active-at', String(Date.now()));
      window.dispatchEvent(new StorageEvent('storage', { key: 'session:active-at' }));
    });
    await frames();
    expect(dialog()).toBeNull();
  });

  it('signs out at the end, leaving /login a reason', async () => {
    renderIdle();
    tick(11 * minute - 1);
    expect(readToken()).toBeDefined();
    tick(1);
    await frames();
    expect(readToken()).toBeUndefined();
    expect(localStorage.getItem('session:idle-sign-out')).toBe('true');
  });

  it('signs out at once a page shown again after the deadline (a phone that slept)', () => {
    renderIdle();
    // The clock moves on while no timer runs.
    act(() => {
      vi.setSystemTime(Date.now() + 3 * 60 * minute);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(readToken()).toBeUndefined();
    expect(localStorage.getItem('session:idle-sign-out')).toBe('true');
  });

  it('leaves no reason after a sign-out by choice', () => {
    renderIdle();
    tick(10 * minute);
    press('Sign out');
    expect(readToken()).toBeUndefined();
    expect(localStorage.getItem('session:idle-sign-out')).toBeNull();
  });
});
