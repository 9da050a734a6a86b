import { useState } from 'react';
import { LazyPart, preloadPart } from '@/components/ui/lazy-part';
import { whenQuiet } from '@/lib/quiet';
import { DrawerNotLoaded, DrawerWaiting } from './drawer-waiting';
import type { DrawerProps } from './mobile-drawer-dialog';

/**
 * The drawer's code (a Headless UI dialog) comes once the page is quiet, at the first sign of
 * interest in 'Open menu' (a touch, a pointer over it, the focus), or at the first opening.
 */
const loadDrawer = () =>
  import('./mobile-drawer-dialog').then((module) => module.MobileDrawerDialog);

export function preloadDrawer(): void {
  void whenQuiet().then(() => preloadPart(loadDrawer));
}

/** 'Open menu' is about to be pressed: its code is asked for now. */
export const drawerWanted = () => preloadPart(loadDrawer);

/**
 * Phones' menu: nothing until first opened; then kept, so that it can slide out when closed. Opened
 * before its code has come, it answers in place: the wait, or why the code could not come.
 */
export function MobileDrawer(props: DrawerProps) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <LazyPart
      load={loadDrawer}
      failed={DrawerNotLoaded}
      fallback={<DrawerWaiting {...props} />}
      props={props}
    />
  ) : null;
}
