import type { Plugin } from 'vite';
import { EARLY_READS_SCRIPT, EARLY_READS_SETTINGS } from '../scripts/early-reads.mjs';
import { API_TIMEOUT_MS, AUTH_COOKIE, EARLY_READS_GLOBAL } from '../src/config/constants.ts';
import { LANGUAGES, SOURCE } from '../src/lib/i18n/languages.ts';
import { storageKeys } from '../src/lib/storage.ts';
import { FIRST_READ_PATHS } from '../src/loan/first-read-paths.ts';

/** The settings' JSON block and the script, as the page's head holds them. */
const block = (settings: string) =>
  `<script type="application/json" id="${EARLY_READS_SETTINGS}">${settings}</script>` +
  `<script>${EARLY_READS_SCRIPT}</script>`;

/**
 * The page without them: the prerendered /login, whose visitors have no session (a signed-in one
 * goes on to the app, whose own first reads are made as any call).
 */
export function withoutEarlyReads(html: string): string {
  const without = html.replace(
    new RegExp(
      `<script type="application/json" id="${EARLY_READS_SETTINGS}">[^<]*</script><script>[^<]*</script>\\s*`,
    ),
    '',
  );
  if (without.includes(EARLY_READS_SETTINGS)) throw new Error('the early reads were not taken out');
  return without;
}

/** The script's settings for a build's `env`, as the JSON block holds them. */
export const earlyReadsSettings = (env: Record<string, string | undefined>) =>
  JSON.stringify({
    // Joined to each path as axios joins them: one slash between.
    url: env.VITE_API_BASE_URL?.replace(/\/+$/, ''),
    signature: env.VITE_API_SIGNATURE,
    session: AUTH_COOKIE,
    language: storageKeys.locale,
    tags: Object.fromEntries(LANGUAGES.map(({ code, tag }) => [code, tag])),
    source: SOURCE,
    paths: FIRST_READ_PATHS,
    timeout: API_TIMEOUT_MS,
    global: EARLY_READS_GLOBAL,
    // Nothing in it may end the block early.
  }).replaceAll('<', '\\u003c');

/**
 * index.html sends a signed-in visit's first reads itself, as it is parsed, before any of the
 * page's code has arrived (scripts/early-reads.mjs; docs/performance.md#the-first-reads-sent-by-the-html):
 * a production build writes the script and its settings into the page's head. A demo build,
 * whose API answers in the browser once its worker has started, sends nothing early.
 */
export function earlyReads(): Plugin {
  let settings: string | undefined;
  return {
    name: 'early-reads',
    apply: 'build',
    configResolved({ env }) {
      if (env.VITE_API_MOCKING !== 'true') settings = earlyReadsSettings(env);
    },
    transformIndexHtml(html) {
      if (settings === undefined) return html;
      // Before the stylesheet: an inline script after it would wait for it.
      return html.replace('</title>', `</title>${block(settings)}\n`);
    },
  };
}
