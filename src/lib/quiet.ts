import { whenFirstPageDrawn, whenIdle } from './first-page';

/** How long the page is left alone after it is drawn before code that can wait longer comes. */
const QUIET_MS = 3_000;

let quiet: Promise<void> | undefined;

/**
 * Resolves a while after the first page is drawn, once the browser is idle: code nobody has
 * asked for yet (the menus', the dialogs') comes then, after the page has become usable, so its
 * download and its start never hold up the page's first moments on a slow phone.
 */
export function whenQuiet(): Promise<void> {
  quiet ??= whenFirstPageDrawn()
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, QUIET_MS)))
    .then(whenIdle);
  return quiet;
}
