import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from '@/lib/use-action';

/** An action that stays under way until the test lets it finish (or fail). */
function pending() {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const action = vi.fn(
    (..._args: string[]) =>
      new Promise<void>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return { action, finish: () => finish(), fail: (error: Error) => fail(error) };
}

describe('the double-submit guard', () => {
  it('is busy while the action runs, and sends nothing on a second press meanwhile', async () => {
    const { action, finish } = pending();
    const { result } = renderHook(() => useAction(action));
    expect(result.current[0]).toBe(false);

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current[1]('a');
    });
    expect(result.current[0]).toBe(true);
    await act(() => result.current[1]('b'));
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith('a');

    await act(async () => {
      finish();
      await first;
    });
    expect(result.current[0]).toBe(false);
    // Once it has finished, the next press sends again.
    act(() => void result.current[1]('c'));
    expect(action).toHaveBeenCalledTimes(2);
    expect(action).toHaveBeenLastCalledWith('c');
  });

  it('is ready again after a failed action, whose failure reaches the caller', async () => {
    const { action, fail } = pending();
    const { result } = renderHook(() => useAction(action));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current[1]();
    });
    await act(async () => {
      fail(new Error('refused'));
      await expect(first).rejects.toThrow('refused');
    });
    expect(result.current[0]).toBe(false);
    act(() => void result.current[1]());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('runs the action of the latest render', async () => {
    const first = vi.fn(async () => undefined);
    const latest = vi.fn(async () => undefined);
    const { result, rerender } = renderHook(({ action }) => useAction(action), {
      initialProps: { action: first },
    });
    rerender({ action: latest });
    await act(() => result.current[1]());
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
