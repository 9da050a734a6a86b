import type { FocusEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { settledBlur } from '@/lib/settled-blur';

const blurEvent = {} as FocusEvent<HTMLInputElement>;
const pointer = (type: string) => document.dispatchEvent(new Event(type, { bubbles: true }));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a blur while a button is being pressed', () => {
  it('runs in the next task when no pointer is down (the keyboard, or a touch as its tap clicks)', async () => {
    const onBlur = vi.fn();
    settledBlur(onBlur)?.(blurEvent);
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
      const blur = settledBlur(onBlur);
      pointer('pointerdown');
      blur?.(blurEvent);
      expect(onBlur).not.toHaveBeenCalled();
      pointer(end);
      // The click that the release dispatches comes before the field's message.
      clicked();
      expect(onBlur).not.toHaveBeenCalled();
      await nextTask();
      expect(onBlur).toHaveBeenCalledTimes(1);
      // The next blur, with no press under way, runs in the next task.
      blur?.(blurEvent);
      await nextTask();
      expect(onBlur).toHaveBeenCalledTimes(2);
    },
  );

  it('keeps a field without a blur handler without one', () => {
    expect(settledBlur(undefined)).toBeUndefined();
  });
});
