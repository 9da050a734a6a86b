import { whenQuiet } from '@/lib/quiet';
import { useTexts } from '@/lib/i18n/texts';
import { libTexts } from '@/lib/texts';
import { LazyPart, preloadPart } from './lazy-part';
import { LoadError } from './load-error';
import type { ModalProps } from './modal-dialog';

/**
 * The dialog's code (Headless UI, about 25 kB gzip with the menus') is not on any page's first
 * load: it comes once the page is quiet (`whenQuiet`), or when a dialog opens before that
 * (docs/performance.md#signed-in-pages).
 */
const loadDialog = () => import('./modal-dialog').then((module) => module.ModalDialog);

/** Fetches the dialog's code once the page is quiet. */
export function preloadModal(): void {
  void whenQuiet().then(() => preloadPart(loadDialog));
}

/**
 * The dialog when its code did not arrive, at the foot of the page above the offline sign
 * (walk 28 Nov, polish 4): offline, LoadError says so;
 * otherwise (a deploy since the page loaded) there is nothing more useful to say.
 */
export function DialogNotLoaded({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(libTexts);
  return (
    // Above the offline sign (offline-notice.tsx, at bottom-4), never under it.
    <div className="fixed inset-x-4 bottom-20 z-50 mx-auto max-w-md">
      <LoadError message={t.somethingWentWrong} onRetry={onRetry} />
    </div>
  );
}

/** The one dialog (see ModalDialog); nothing while it is closed. */
export function Modal(props: ModalProps) {
  return props.open ? (
    <LazyPart load={loadDialog} failed={DialogNotLoaded} fallback={null} props={props} />
  ) : null;
}
