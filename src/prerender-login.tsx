import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Portal } from './app/app';
import { setHydrationLocale, type Locale } from './lib/i18n/locale';

/**
 * /login as HTML, for the production build to write into index.html's #root
 * (tooling/prerender-login.ts): what a visitor without a session sees first on one of the
 * facilitator's own hosts, in the defaults' brand, in `locale`. React waits for every lazy part
 * and every text catalogue before it returns. The browser then hydrates it (main.tsx).
 */
export async function prerenderLogin(locale: Locale): Promise<string> {
  setHydrationLocale(locale);
  // A part that fails here would be sent as its fallback and rendered in the browser: the build
  // stops instead.
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location="/login">
        <Portal />
      </StaticRouter>
    </StrictMode>,
    // Every boundary inline, none sent apart with a script to move it in: the CSP forbids
    // inline scripts, and the whole page is ready before the first byte anyway.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void failures.push(error),
    },
  );
  if (failures.length > 0) {
    throw new Error('The prerender of /login failed', { cause: failures[0] });
  }
  return new Response(prelude).text();
}
