import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { whenQuiet } from '@/lib/quiet';

/**
 * A menu's button drawn before the menu's code (Headless UI) has arrived (see whenMenusWanted;
 * docs/performance.md#signed-in-pages). It looks and reads as the menu's own button; pressed, or
 * focused, before the code is in, the menu opens, or takes the focus, as soon as it arrives
 * (`useArrival`).
 */
const early = {
  pressed: undefined as string | undefined,
  focused: undefined as string | undefined,
};

let showIntent: () => void = () => undefined;
const intent = new Promise<void>((resolve) => (showIntent = resolve));

/**
 * When the menus' code is to come: once the page is quiet (`whenQuiet`), or as soon as a person
 * shows an interest in a menu (a pointer over it, a touch, the focus, a press), whichever is first.
 */
export function whenMenusWanted(): Promise<void> {
  return Promise.race([intent, whenQuiet()]);
}

export function EarlyMenuButton({
  menu,
  label,
  className,
  onPress,
  popup,
  children,
}: {
  /** Which menu: the one that opens on arrival. */
  menu: string;
  label: string;
  className: string;
  /** Also called on a press (the menu's code asked for again after it failed). */
  onPress?: () => void;
  /** What the real button says it opens: Headless UI's menu button says 'menu', its popover's nothing. */
  popup?: 'menu';
  children: ReactNode;
}) {
  // In a box of its own, as Headless UI's menu and popover draw theirs.
  return (
    <div className="relative">
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup={popup}
        aria-expanded={false}
        onPointerEnter={showIntent}
        onTouchStart={showIntent}
        // A press counts from the pointer going down, as Headless UI's own menus open then: the
        // code arriving between down and up would leave no click on either button.
        onPointerDown={(event) => {
          if (event.button === 0) early.pressed = menu;
        }}
        onClick={() => {
          early.pressed = menu;
          showIntent();
          onPress?.();
        }}
        onFocus={() => {
          early.focused = menu;
          showIntent();
        }}
        onBlur={() => (early.focused = undefined)}
      >
        {children}
      </button>
    </div>
  );
}

/** The menu's real button, once its code has arrived: opened or focused if its early one was. */
export function useArrival(menu: string): RefObject<HTMLButtonElement | null> {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (early.focused === menu) {
      early.focused = undefined;
      button.current?.focus();
    }
    if (early.pressed === menu) {
      early.pressed = undefined;
      button.current?.click();
    }
  }, [menu]);
  return button;
}
