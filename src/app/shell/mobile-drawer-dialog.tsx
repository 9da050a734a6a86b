import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { useTexts } from '@/lib/i18n/texts';
import { BrandLogo } from '@/brand/brand-logo';
import { DrawerClose } from './drawer-close';
import { SidebarFooter, SidebarNav } from './sidebar';
import { shellTexts } from './texts';

export type DrawerProps = { open: boolean; onClose: () => void };

/** Phones: the sidebar slides in; Headless UI closes it on an outside click or Escape. */
export function MobileDrawerDialog({ open, onClose }: DrawerProps) {
  const t = useTexts(shellTexts);
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 lg:hidden">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <DialogPanel
        transition
        className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl transition duration-200 ease-out data-closed:-translate-x-full motion-reduce:transition-none"
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <DialogTitle className="sr-only">{t.menu}</DialogTitle>
          <BrandLogo />
          <DrawerClose onClose={onClose} />
        </div>
        <SidebarNav />
        <div className="px-4 pb-3">
          <LanguageSwitch />
        </div>
        <SidebarFooter />
      </DialogPanel>
    </Dialog>
  );
}
