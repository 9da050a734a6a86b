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

describe("a menu's button drawn before its code (EarlyMenuButton)", () => {
  it('opens the menu on arrival when the code came between the pointer going down and up', () => {
    const onOpen = vi.fn();
    const { rerender } = render(
      <EarlyMenuButton menu="account" label="Account menu" className="">
        Early
      </EarlyMenuButton>,
    );
    // The pointer goes down on the early button; the code arrives before it comes up, so the
    // browser sends no click to either button.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Account menu' }), { button: 0 });
    rerender(<RealButton onOpen={onOpen} />);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('opens nothing on arrival when the button was not pressed', () => {
    const onOpen = vi.fn();
    const { rerender } = render(
      <EarlyMenuButton menu="account" label="Account menu" className="">
        Early
      </EarlyMenuButton>,
    );
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Account menu' }), { button: 2 });
    rerender(<RealButton onOpen={onOpen} />);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
