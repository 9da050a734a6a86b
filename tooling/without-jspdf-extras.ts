import type { Plugin } from 'vite';

/**
 * jsPDF (the PDF statement) imports html2canvas, DOMPurify and canvg on demand for HTML and SVG
 * input, which the statement never uses. They are left out of the build (about 120 kB gzip of
 * chunks never loaded, and the shared runtime chunk their CommonJS code would split off /login);
 * importing one fails, which jsPDF reports as "Could not load".
 */
export function withoutJsPdfExtras(): Plugin {
  const stub = '\0jspdf-extra:';
  return {
    name: 'without-jspdf-extras',
    enforce: 'pre',
    resolveId: (source) =>
      /^(html2canvas|dompurify|canvg)$/.test(source) ? `${stub}${source}` : null,
    load: (id) =>
      id.startsWith(stub)
        ? `throw new Error('${id.slice(stub.length)} is not in this build');`
        : null,
    // jsPDF's own `import("html2canvas")` would still make each stub a chunk of its own in
    // dist/: its dynamic imports become a rejected promise, so there is no chunk at all.
    transform: (code, id) =>
      /[\\/]node_modules[\\/]jspdf[\\/]/.test(id)
        ? code.replace(
            /\bimport\(\s*["'](html2canvas|dompurify|canvg)["']\s*\)/g,
            (_, name: string) => `Promise.reject(new Error("${name} is not in this build"))`,
          )
        : null,
  };
}
