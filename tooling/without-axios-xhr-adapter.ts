import type { Plugin } from 'vite';

/**
 * The portal sends with fetch (`adapter: 'fetch'` in src/lib/api-client.ts: its timeout runs on
 * the page's timers, which tests can fast-forward), so axios's XHR adapter is never used. As
 * axios's own browser build leaves its Node adapter out, this build leaves the XHR adapter out.
 */
export function withoutAxiosXhrAdapter(): Plugin {
  const stub = '\0axios-xhr-adapter';
  return {
    name: 'without-axios-xhr-adapter',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromAdapters = /axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer ?? '');
      return source === './xhr.js' && fromAdapters ? stub : null;
    },
    // axios reads a falsy adapter as "not available in this build".
    load: (id) => (id === stub ? 'export default false;' : null),
  };
}
