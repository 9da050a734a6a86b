import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { LANGUAGES, SOURCE } from '../src/lib/i18n/languages.ts';

const MARK = /<!-- loading words:[^>]*-->/;

/**
 * index.html's loading screen, before the app starts, says "Loading" to a screen reader in every
 * language of the registry (src/lib/i18n/languages.ts): its own words are in index.html, each
 * other language's are its app catalogue's `loading` (src/app/texts.<code>.ts), marked with its tag.
 */
export function loadingWords(): Plugin {
  const words = LANGUAGES.filter(({ code }) => code !== SOURCE).map(({ code, tag }) => {
    const file = new URL(`../src/app/texts.${code}.ts`, import.meta.url);
    const loading = /\bloading: '([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
    if (!loading) throw new Error(`${file.pathname} has no loading words`);
    return `<span class="sr-only" lang="${tag}">${loading}</span>`;
  });
  return {
    name: 'loading-words',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!MARK.test(html)) throw new Error('index.html has no mark for the loading words');
        return html.replace(MARK, words.join('\n        '));
      },
    },
  };
}
