import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** A picture above the title (decorative). */
  icon?: ReactNode;
};

/** The one dialog: focus kept inside, Escape and the backdrop close it (through onClose). */
export function Modal({ open, onClose, title, children, icon }: Props) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-xl">
          {icon ? <div className="mb-4 flex justify-center">{icon}</div> : null}
          <DialogTitle className="text-xl font-semibold text-slate-900">{title}</DialogTitle>
          <div className="mt-2 text-slate-700">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
