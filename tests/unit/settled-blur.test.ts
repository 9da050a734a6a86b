import type { FocusEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const blurEvent = {} as FocusEvent<HTMLInputElement>;
const pointer = (type: string, target: EventTarget = document) =>
  target.dispatchEvent(new Event(type, { bubbles: true }));
// The page's next task, and a press of any length, come when the test says.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
const nextTask = () => vi.advanceTimersByTime(0);

/**
 * A fresh copy of the module: it starts listening to presses with its first field, once per page,
 * so each test starts from a page that has no field yet.
 */
async function settledBlur() {
  vi.resetModules();
  return (await import('@/lib/settled-blur')).settledBlur;
}

describe('a blur while a button is being pressed', () => {
  it('runs in the next task when no pointer is down (the keyboard, or a touch as its tap clicks)', async () => {
    const onBlur = vi.fn();
    (await settledBlur())(onBlur)?.(blurEvent);
    // The click of a tap comes in this task, before the field's message.
    expect(onBlur).not.toHaveBeenCalled();
    await nextTask();
    expect(onBlur).toHaveBeenCalledWith(blurEvent);
  });

  it.each(['pointerup', 'pointercancel'])(
    'waits while the pointer is down, and runs after the press ends (%s) and its click',
    async (end) => {
      const onBlur = vi.fn();
      const clicked = vi.fn(() => expect(onBlur).not.toHaveBeenCalled());
      const blur = (await settledBlur())(onBlur);
      pointer('pointerdown');
      blur?.(blurEvent);
      // A press can last: the field's message waits for as long as it does.
      vi.advanceTimersByTime(60_000);
      expect(onBlur).not.toHaveBeenCalled();
      pointer(end);
      // The click that the release dispatches comes before the field's message.
      clicked();
      expect(onBlur).not.toHaveBeenCalled();
      await nextTask();
      expect(onBlur).toHaveBeenCalledTimes(1);
      expect(onBlur).toHaveBeenCalledWith(blurEvent);
      // The next blur, with no press under way, runs in the next task.
      blur?.(blurEvent);
      await nextTask();
      expect(onBlur).toHaveBeenCalledTimes(2);
    },
  );

  it('sees a press on a control that keeps its pointer events to itself', async () => {
    const onBlur = vi.fn();
    const blur = (await settledBlur())(onBlur);
    const button = document.body.appendChild(document.createElement('button'));
    button.addEventListener('pointerdown', (event) => event.stopPropagation());
    pointer('pointerdown', button);
    blur?.(blurEvent);
    await nextTask();
    expect(onBlur).not.toHaveBeenCalled();
    pointer('pointerup', button);
    await nextTask();
    expect(onBlur).toHaveBeenCalledTimes(1);
    button.remove();
  });

  it('keeps a field without a blur handler without one', async () => {
    expect((await settledBlur())(undefined)).toBeUndefined();
  });

  it('listens to presses once per page, however many fields and renders ask', async () => {
    const added = vi.spyOn(document, 'addEventListener');
    const settled = await settledBlur();
    for (let i = 0; i < 3; i += 1) settled(vi.fn());
    expect(added.mock.calls.map(([type]) => type)).toEqual([
      'pointerdown',
      'pointerup',
      'pointercancel',
    ]);
  });

  it('leaves listening to the browser where there is no page (the build prerendering /login)', async () => {
    const settled = await settledBlur();
    vi.stubGlobal('document', undefined);
    try {
      expect(settled(vi.fn())).toBeTypeOf('function');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
