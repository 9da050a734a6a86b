import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { LANGUAGES, languageOf, type Locale } from '../src/lib/i18n/languages.ts';
import type {
  prerenderLogin as PrerenderLogin,
  shellTitle as ShellTitle,
} from '../src/prerender-login.tsx';
import { FIRST_PAINT_SCRIPT } from '../scripts/first-paint.mjs';
import { withoutEarlyReads } from './early-reads.ts';
import { compressFile } from './precompress.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = `${root}src/prerender-login.tsx`;

/**
 * The prerendered page of a language (src/lib/i18n/languages.ts): what nginx serves for /login on
 * an own host, or with `partner` on a partner's host (under no brand until the partner lookup
 * answers). In a folder of their own, so that `vite preview` (which would answer /login with a
 * login.html) serves the demo as before, and only nginx decides who gets them.
 */
export const prerenderedPage = (code: Locale, partner = false): string =>
  `prerendered/${partner ? 'partner-' : ''}login.${code}.html`;

/** The mark of a page prerendered for a partner's host (src/app/prerendered.ts reads it). */
const PARTNER_MARK = 'data-prerendered-for="partner"';
/**
 * The id of /login's benefits (src/features/login/login-route.tsx). They come after the form in
 * the page but are drawn above it on a phone, so a first paint of the HTML parsed only up to them
 * (a slow link, a busy phone) drew the form at the top and then pushed it down (a 0.15-0.30 shift
 * at 390 px). The page's first paint waits for them (`<link rel=expect blocking=render>`; where a
 * browser lacks it, the page paints as before).
 */
const DRAWN_WITH_THE_FIRST_PAINT = 'benefits';

/**
 * index.html in a language: its `lang` and the tab's title before the app starts, for nginx to
 * serve on every other page (its scripts and loading screen as they are).
 */
export const shellPage = (code: Locale): string => `prerendered/app.${code}.html`;

/**
 * The languages the pages were written in, the source first, for scripts/render-nginx.mjs to
 * write nginx's choice of language and of page from (it cannot read TypeScript).
 */
export const PRERENDERED_LANGUAGES = 'prerendered/languages.json';

/** The script the prerendered pages start with, instead of the entry itself. */
export const START_SCRIPT = 'prerendered/start.js';

/**
 * The start script: once the browser has shown the page's largest paint, it fetches the entry and
 * the login page's chunks together and runs the entry, which hydrates the page. Nothing competes
 * with the HTML and the stylesheet for a slow connection before the form is on screen, and
 * Lighthouse, which replays a local load and counts every script requested before the largest
 * paint against it, measures the page the phone shows. Two drawn frames were not always enough:
 * the largest paint is reported when its frame is presented, which can come later. A browser
 * that does not report it starts after two frames; a hidden tab, which draws none, at once.
 */
export function startScript(entry: string, chunks: readonly string[]): string {
  return [
    `const chunks = ${JSON.stringify(chunks)};`,
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    '  for (const href of chunks) {',
    "    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });",
    "    link.crossOrigin = '';",
    '    document.head.append(link);',
    '  }',
    `  return import(${JSON.stringify(entry)});`,
    '};',
    "if (document.visibilityState === 'hidden') void start();",
    "else if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {",
    '  const seen = new PerformanceObserver(() => {',
    '    seen.disconnect();',
    '    setTimeout(start, 0);',
    '  });',
    "  seen.observe({ type: 'largest-contentful-paint', buffered: true });",
    // However the page is painted, it starts within a second.
    '  setTimeout(start, 1000);',
    '}',
    // After the frame that holds the page has been drawn (the next one has begun).
    'else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));',
    '',
  ].join('\n');
}

/** A chunk and what it imports, as the build's manifest names them. */
type Manifest = Record<string, { file: string; imports?: string[] }>;
function chunksOf(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const next of chunk.imports ?? []) chunksOf(manifest, next, files);
  return files;
}

/** Text as HTML writes it. */
const escaped = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * index.html with `body` in its #root, marked with its language (and as a partner host's page
 * with `partner`), in that language (the tab's title too), started by the start script instead of
 * the entry, with the one inline script that decides before the first paint whether the cookie
 * notice's room is kept (scripts/first-paint.mjs).
 */
export function fillRoot(
  template: string,
  { body, title }: { body: string; title: string },
  locale: Locale,
  partner = false,
): string {
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html has no title');
  const filled = withoutEarlyReads(template)
    .replace(/<title>[^<]*<\/title>/, `<title>${escaped(title)}</title>`)
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
    .replace(
      /<script type="module" crossorigin src="[^"]+"><\/script>/,
      `<script type="module" src="/${START_SCRIPT}"></script>`,
    )
    .replace(/<html lang="[^"]*"/, `<html lang="${languageOf(locale).tag}"`)
    // First in the head: an inline script after the stylesheet would wait for it, and the page's
    // HTML with it.
    .replace(
      '<meta charset="UTF-8" />',
      `<meta charset="UTF-8" /><script>${FIRST_PAINT_SCRIPT}</script>` +
        `<link rel="expect" href="#${DRAWN_WITH_THE_FIRST_PAINT}" blocking="render" />`,
    )
    .replace(
      /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
      (_, end: string) =>
        `<div id="root" data-prerendered="${locale}"${partner ? ` ${PARTNER_MARK}` : ''}>${body}</div>${end}`,
    );
  if (!filled.includes('data-prerendered')) throw new Error('index.html has no #root to fill');
  if (!filled.includes(FIRST_PAINT_SCRIPT)) throw new Error('index.html has no charset to follow');
  if (!body.includes(`id="${DRAWN_WITH_THE_FIRST_PAINT}"`))
    throw new Error(`/login has no #${DRAWN_WITH_THE_FIRST_PAINT} for its first paint to wait for`);
  return filled;
}

/** index.html in `locale`: marked with its language, the tab titled `title`. */
export function shellIn(template: string, title: string, locale: Locale): string {
  const shell = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escaped(title)}</title>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${languageOf(locale).tag}"`);
  if (!shell.includes(`<title>${escaped(title)}</title>`))
    throw new Error('index.html has no title');
  return shell;
}

/**
 * After a production build, writes /login prerendered with React's static `prerender`, in
 * each language (docs/decisions/0007-prerendered-login.md): a server build of
 * src/prerender-login.tsx with the same configuration, run here, its HTML put into the built
 * index.html (which keeps its scripts, and gains the first-paint script only). The demo builds have it too, so the
 * end-to-end suite hydrates it behind nginx.
 */
export function prerenderLogin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-login',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so the server build finds its packages (react, react-router).
      const serverDir = mkdtempSync(join(root, 'node_modules', '.prerender-login-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          envDir: config.envDir,
          mode: config.mode,
          logLevel: 'warn',
          resolve: { alias: [{ find: '@', replacement: `${root}src` }] },
          define: config.define,
          build: {
            ssr: serverEntry,
            outDir: serverDir,
            emptyOutDir: true,
            target: 'node20',
            rolldownOptions: { output: { entryFileNames: 'prerender-login.mjs' } },
          },
        });
        const { prerenderLogin: render, shellTitle } = (await import(
          pathToFileURL(join(serverDir, 'prerender-login.mjs')).href
        )) as { prerenderLogin: typeof PrerenderLogin; shellTitle: typeof ShellTitle };
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        mkdirSync(join(outDir, 'prerendered'), { recursive: true });
        const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(template)?.[1] ?? '';
        const manifest = JSON.parse(
          readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        const chunks = [
          ...chunksOf(manifest, 'index.html'),
          ...chunksOf(manifest, 'src/features/login/login-route.tsx'),
        ]
          .map((file) => `/${file}`)
          .filter((file) => file !== entry);
        writeFileSync(join(outDir, START_SCRIPT), startScript(entry, chunks));
        compressFile(join(outDir, START_SCRIPT));
        for (const { code } of LANGUAGES) {
          for (const partner of [false, true]) {
            const file = prerenderedPage(code, partner);
            const page = await render(code, { partner });
            if (/<script/i.test(page.body)) throw new Error(`${file} would hold an inline script`);
            writeFileSync(join(outDir, file), fillRoot(template, page, code, partner));
            compressFile(join(outDir, file));
          }
          const shell = shellPage(code);
          writeFileSync(join(outDir, shell), shellIn(template, await shellTitle(code), code));
          compressFile(join(outDir, shell));
        }
        writeFileSync(
          join(outDir, PRERENDERED_LANGUAGES),
          JSON.stringify(LANGUAGES.map(({ code }) => code)),
        );
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
