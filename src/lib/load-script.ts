import { paths } from '@/config/paths';
import { onSessionEnd } from './auth-token';

const loaded = new Map<string, Promise<void>>();

/**
 * A third-party script runs until the page is unloaded, whatever the page does: once one has
 * been added, the end of the session (a logout here or in another tab, a 401, idle) loads /login
 * as a new page, so nothing of the script outlives the session (docs/decisions/0008-credit-line-script-pin.md).
 */
let endsWithSession = false;
function endWithSession(): void {
  if (endsWithSession) return;
  endsWithSession = true;
  onSessionEnd(() => window.location.replace(paths.login));
}

/**
 * Adds a third-party script once per URL and page load: later calls share the first load, and the
 * script stays (removing its element would not stop code that has run; docs/widgets.md). A load
 * that fails, takes longer than `timeoutMs`, or whose code throws as it runs (not valid
 * JavaScript) rejects, and may be tried again. With `integrity` (subresource integrity) the
 * browser runs the script only if it is exactly the pinned version.
 */
export function loadScript(
  src: string,
  timeoutMs: number,
  { integrity }: { integrity?: string | undefined } = {},
): Promise<void> {
  const known = loaded.get(src);
  if (known) return known;
  endWithSession();
  const script = document.createElement('script');
  const promise = new Promise<void>((resolve, reject) => {
    let thrown = false;
    /**
     * A script whose code throws reports it on the window, not on its element, and its element
     * still fires 'load'. The error is this script's, so it is handled here and reaches the page
     * as a failed load rather than as an uncaught error. `currentScript` names the script even
     * when a cross-origin error arrives without its file name.
     */
    const onRunError = (event: ErrorEvent) => {
      if (document.currentScript !== script && event.filename !== script.src) return;
      event.preventDefault();
      thrown = true;
    };
    const settle = () => {
      clearTimeout(timer);
      window.removeEventListener('error', onRunError);
    };
    const fail = (reason: string) => {
      settle();
      script.remove();
      if (loaded.get(src) === promise) loaded.delete(src);
      reject(new Error(`${reason}: ${src}`));
    };
    const timer = setTimeout(() => fail('Timed out loading'), timeoutMs);
    if (integrity) {
      script.setAttribute('integrity', integrity);
      // The browser checks a cross-origin script's hash only when it is fetched with CORS.
      script.setAttribute('crossorigin', 'anonymous');
    }
    window.addEventListener('error', onRunError);
    // A script added this way is async already: it holds up neither the page nor other scripts.
    script.src = src;
    script.onload = () => {
      if (thrown) return fail('Could not run');
      settle();
      resolve();
    };
    script.onerror = () => fail('Could not load');
    document.head.append(script);
  });
  loaded.set(src, promise);
  return promise;
}
