import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { uiTexts } from '@/components/ui/texts';
import { LoadingSpinner } from '@/components/ui/spinner';
import { useTexts } from '@/lib/i18n/texts';
import { libTexts } from '@/lib/texts';
import { BrandLogo } from '@/brand/brand-logo';
import { DrawerClose } from './drawer-close';
import type { DrawerProps } from './mobile-drawer-dialog';
import { shellTexts } from './texts';

/**
 * Where the drawer opens, while its code has not come (walk 28 Nov, polish 4): a press on 'Open
 * menu' is answered at once, in place, with the wait or, if the code cannot come (offline), why.
 * The focus goes to its close button as it is drawn (a layout effect: the frame that replaces the
 * wait when the code fails never leaves the focus on the page behind); Escape closes it, as the
 * drawer itself does.
 */
function DrawerFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const t = useTexts(shellTexts);
  const close = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" onClick={onClose} />
      <aside
        aria-label={t.menu}
        className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl"
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <BrandLogo />
          <DrawerClose ref={close} onClose={onClose} />
        </div>
        <div className="p-4">{children}</div>
      </aside>
    </div>
  );
}

/** The drawer while its code is on its way. */
export function DrawerWaiting({ open, onClose }: DrawerProps) {
  const t = useTexts(uiTexts);
  return open ? (
    <DrawerFrame onClose={onClose}>
      <LoadingSpinner label={t.loading} className="py-8" size="size-8" />
    </DrawerFrame>
  ) : null;
}

/** The drawer whose code did not come: offline, LoadError says so; Try Again asks again. */
export function DrawerNotLoaded({ open, onClose, onRetry }: DrawerProps & { onRetry: () => void }) {
  const t = useTexts(libTexts);
  return open ? (
    <DrawerFrame onClose={onClose}>
      <LoadError message={t.somethingWentWrong} onRetry={onRetry} />
    </DrawerFrame>
  ) : null;
}
