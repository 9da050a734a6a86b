import { useState } from 'react';
import { LazyPart, preloadPart } from '@/components/ui/lazy-part';
import { DialogNotLoaded } from '@/components/ui/modal';
import { whenQuiet } from '@/lib/quiet';
import type { DrawerProps } from './mobile-drawer-dialog';

/** The drawer's code (a Headless UI dialog) comes once the page is quiet, or at the first opening. */
const loadDrawer = () =>
  import('./mobile-drawer-dialog').then((module) => module.MobileDrawerDialog);

export function preloadDrawer(): void {
  void whenQuiet().then(() => preloadPart(loadDrawer));
}

/** Phones' menu: nothing until first opened; then kept, so that it can slide out when closed. */
export function MobileDrawer(props: DrawerProps) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <LazyPart load={loadDrawer} failed={DialogNotLoaded} fallback={null} props={props} />
  ) : null;
}
