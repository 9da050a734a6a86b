import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks: each request costs a round trip on a phone's network, so a page's code
 * comes in a few files instead of a dozen small shared ones.
 * - app: everything the entry needs before any page (React, the router, the session).
 * - ui: our shared code that the login page imports, used by /login and the signed-in pages.
 * - signed-in: the rest of our shared code (the login page's imports decide, not the folder a
 *   file sits in), with TanStack Query; not the shared code that is only ever loaded on demand
 *   (the dialog, below).
 * - forms: react-hook-form and full zod, for the pages with a form beyond the login's.
 * Each page's own code stays in its route's chunk.
 */

/**
 * TanStack Query. Headless UI and the packages it is built on are not here: no page's first
 * load needs them (the menus, the drawer and the dialogs bring them once the page is quiet),
 * so they go with whatever loads them first.
 */
const SIGNED_IN_PACKAGES = /node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/;
/** Headless UI and the packages it is built on: one chunk, loaded once the page is quiet. */
const HEADLESS_PACKAGES =
  /node_modules[\\/](@headlessui|@floating-ui|@react-aria|react-aria|react-stately|tabbable)[\\/]/;
/**
 * Our code that pages share (not a page's own, nor the composition layer). The PDF writer
 * (src/lib/pdf/) is shared by two tabs too, but only ever imported on demand: in `signed-in` it
 * would bring pdf-lib and fontkit (about 550 kB gzip) to every signed-in page. So is the dialog
 * (components/ui/modal-dialog.tsx), which would bring Headless UI, and the key facts' read
 * (loan/api/key-facts.ts), shared by the Key facts tab and the rate change notice, both loaded
 * when asked for. So are the close quote's read (loan/api/closure-quote.ts), /loan's and the close
 * page's alone, and the documents' (loan/api/documents.ts), two of /loan's tabs': in `signed-in`
 * every other page would pay for them.
 */
const SHARED_CODE =
  /src[\\/](components[\\/]ui(?![\\/]modal-dialog\.)|lib(?![\\/]pdf[\\/])|loan(?![\\/]api[\\/](key-facts|closure-quote|documents)\.)|session|brand)[\\/]/;
const LOGIN_PAGE = /src[\\/]features[\\/]login[\\/]login-route\.tsx$/;

/**
 * What the login page's code imports, directly or through other modules (not what it loads
 * later): known once the build has read every module, before the chunks are made.
 */
function loginImports(): { plugin: Plugin; has: (id: string) => boolean } {
  const reached = new Set<string>();
  const plugin: Plugin = {
    name: 'login-imports',
    apply: 'build',
    buildEnd() {
      reached.clear();
      const pending = [...this.getModuleIds()].filter((id) => LOGIN_PAGE.test(id));
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (reached.has(id)) continue;
        reached.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => reached.has(id) };
}
/** The login page's imports: its plugin goes into the build's plugins, `has` into the chunk rules. */
export const login = loginImports();

export const chunkGroups = [
  { name: 'app', tags: ['$initial' as const], priority: 3 },
  {
    name: 'ui',
    test: (id: string) => SHARED_CODE.test(id) && login.has(id),
    minShareCount: 2,
    priority: 2,
  },
  {
    name: 'signed-in',
    test: (id: string) => SIGNED_IN_PACKAGES.test(id) || SHARED_CODE.test(id),
    minShareCount: 2,
    priority: 1,
  },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/ },
  { name: 'headless', test: HEADLESS_PACKAGES },
];
