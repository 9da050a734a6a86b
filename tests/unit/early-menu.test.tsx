import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EarlyMenuButton, useArrival } from '@/components/ui/early-menu';

function RealButton({ onOpen }: { onOpen: () => void }) {
  const button = useArrival('account');
  return (
    <button ref={button} type="button" onClick={onOpen}>
      Real
    </button>
  );
}

/**
 * The pointer goes down on the early button with `button`, then the menu's code arrives before it
 * comes up (so the browser sends no click to either button). Returns what the real button did.
 */
function pressThenArrive(button: number) {
  const onOpen = vi.fn();
  const { rerender } = render(
    <EarlyMenuButton menu="account" label="Account menu" className="">
      Early
    </EarlyMenuButton>,
  );
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Account menu' }), { button });
  rerender(<RealButton onOpen={onOpen} />);
  return onOpen;
}

describe("a menu's button drawn before its code (EarlyMenuButton)", () => {
  it('opens the menu on arrival when the code came between the pointer going down and up', () => {
    expect(pressThenArrive(0)).toHaveBeenCalledTimes(1);
  });

  it('opens nothing on arrival when the button pressed was not the main one', () => {
    expect(pressThenArrive(2)).not.toHaveBeenCalled();
  });
});
