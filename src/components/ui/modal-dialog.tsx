import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** A picture above the title (decorative). */
  icon?: ReactNode;
  /** Shows a close control in the corner. */
  closeLabel?: string;
  /** The title for assistive technology only (when the content names itself). */
  titleHidden?: boolean;
  panelClassName?: string;
  /** 'alertdialog' for a dialog that interrupts to ask for an answer now. */
  role?: 'dialog' | 'alertdialog';
};

/**
 * The one dialog, drawn by Headless UI: focus kept inside, Escape and the backdrop close it
 * (through onClose). Pages use `Modal`, which brings this code when a dialog first opens.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
  icon,
  closeLabel,
  titleHidden = false,
  panelClassName = 'w-full max-w-md p-6 text-center',
  role = 'dialog',
}: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} role={role} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className={`relative rounded-2xl bg-white shadow-xl ${panelClassName}`}>
          {closeLabel ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="absolute top-2 right-2 z-10 rounded-full sm:-top-3 sm:-right-3 bg-white p-2 text-slate-700 shadow-md ring-1 ring-slate-200 hover:text-slate-900"
            >
              <CloseIcon className="size-5" />
            </button>
          ) : null}
          {icon ? <div className="mb-4 flex justify-center">{icon}</div> : null}
          <DialogTitle className={titleHidden ? 'sr-only' : 'text-xl font-semibold text-slate-900'}>
            {title}
          </DialogTitle>
          {titleHidden ? children : <div className="mt-2 text-slate-700">{children}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
