import type { Ref } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useTexts } from '@/lib/i18n/texts';
import { shellTexts } from './texts';

/** The drawer's 'Close menu', in the drawer and in its stand-in while its code comes. */
export function DrawerClose({
  onClose,
  ref,
}: {
  onClose: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const t = useTexts(shellTexts);
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClose}
      className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
      aria-label={t.closeMenu}
    >
      <CloseIcon className="size-6" />
    </button>
  );
}
