import { useTexts } from '@/lib/i18n/texts';
import { uiTexts } from './texts';
import { useOffline } from '@/lib/online';

/**
 * A quiet sign that the browser is offline, gone once it is back. The live region is always on
 * the page, so screen readers announce the words when they appear. While it shows, the end of the
 * page keeps room for it (the region comes after the page, footer and all): scrolled to the end,
 * the sign covers nothing.
 */
export function OfflineNotice() {
  const offline = useOffline();
  const t = useTexts(uiTexts);
  return (
    // While offline, the region itself is the room kept at the end of the page.
    <div role="status" aria-label={t.connection} className={offline ? 'h-16' : undefined}>
      {offline ? (
        <p className="fixed bottom-4 left-4 z-50 flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg print:hidden">
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-400" />
          {t.offline}
        </p>
      ) : null}
    </div>
  );
}
