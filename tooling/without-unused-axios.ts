import type { Plugin } from 'vite';

/**
 * The parts of axios the portal never uses, left out of the build (1 kB gzip of the /login visit,
 * measured). Each stands in with what keeps axios working for what we do send: JSON over fetch.
 * - The XHR adapter: the portal sends with fetch (`adapter: 'fetch'` in src/lib/api-client.ts,
 *   whose timeout runs on the page's timers, which tests can fast-forward). axios reads a falsy
 *   adapter as "not available in this build", as its own browser build leaves its Node one out.
 * - `axios.HttpStatusCode`, a table of status names: we compare numbers.
 * - The multipart encoder, the FormData-to-JSON converter (a FormData sent as JSON, and
 *   `axios.formToJSON`) and the data: URL size estimate: we send no FormData and fetch no
 *   data: URL; were one ever sent, the call fails loudly instead of going out unchecked.
 */
const stubs: { from: RegExp; source: string; code: string }[] = [
  {
    from: /axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/,
    source: './xhr.js',
    code: 'export default false;',
  },
  {
    from: /axios[\\/]lib[\\/]axios\.js$/,
    source: './helpers/HttpStatusCode.js',
    code: 'export default {};',
  },
  {
    from: /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
    source: '../core/createMultipartBody.js',
    code: "export default () => { throw new Error('FormData is not sent by this build'); };",
  },
  {
    from: /axios[\\/]lib[\\/]defaults[\\/]index\.js$/,
    source: '../helpers/formDataToJSON.js',
    code: "export default () => { throw new Error('FormData is not sent by this build'); };",
  },
  {
    from: /axios[\\/]lib[\\/]axios\.js$/,
    source: './helpers/formDataToJSON.js',
    code: "export default () => { throw new Error('FormData is not sent by this build'); };",
  },
  {
    from: /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
    source: '../helpers/estimateDataURLDecodedBytes.js',
    code: 'export default () => Infinity;',
  },
];

export function withoutUnusedAxios(): Plugin {
  return {
    name: 'without-unused-axios',
    enforce: 'pre',
    resolveId(source, importer) {
      const index = stubs.findIndex(
        (stub) => stub.source === source && stub.from.test(importer ?? ''),
      );
      return index === -1 ? null : `\0unused-axios-${index}`;
    },
    load(id) {
      const match = /^\0unused-axios-(\d+)$/.exec(id);
      return match ? stubs[Number(match[1])]?.code : null;
    },
  };
}
