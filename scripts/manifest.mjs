// What a production build's chunks need, read from Vite's manifest (dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOGIN_PAGE = 'src/features/login/login-route.tsx';
export const SHELL = 'src/app/shell/shell-layout.tsx';
export const SHELL_ALERTS = 'src/app/shell/shell-alerts.tsx';
export const HOME_PAGE = 'src/app/home-route.tsx';
export const LOAN_PAGE = 'src/app/loan/loan-route.tsx';
/** /loan's first tab, 'Loan Information' (src/app/loan/loan-tabs.ts). */
export const LOAN_FIRST_TAB = 'src/app/loan/loan-information-tab.tsx';
export const API_CLIENT = 'src/lib/api-client.ts';

export const readManifest = (root) =>
  JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8'));

/** A chunk's file and every file it imports statically: what the browser must fetch to run it. */
export function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const next of chunk.imports ?? []) closure(manifest, next, seen);
  return seen;
}

/** The files some chunks (LOGIN_PAGE, SHELL, ...) need beyond the entry and its imports. */
export function filesBeyondEntry(manifest, keys) {
  const entry = closure(manifest, 'index.html');
  const files = new Set(entry);
  for (const key of keys) closure(manifest, key, files);
  return [...files].filter((file) => !entry.has(file));
}
