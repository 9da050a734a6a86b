import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Portal } from './app/app';
import { pageNames, type PageNames } from './app/page-names';
import { pageTitle } from './app/page-title';
import { PRODUCT_NAME } from './brand/branding';
import { prerenderForPartner } from './brand/partner-api';
import { eligibilityTexts } from './features/eligibility/texts';
import { isLazy } from './lib/i18n/languages';
import { setHydrationLocale, type Locale } from './lib/i18n/locale';

/**
 * /login as HTML, for the production build to write into index.html's #root
 * (tooling/prerender-login.ts): what a visitor without a session sees first on one of the
 * facilitator's own hosts, in the defaults' brand, in `locale`; with `partner`, on a partner's
 * host before its lookup answers, under no brand (the brand's places kept empty, the tab titled
 * with the page alone). React waits for every lazy part
 * and every text catalogue before it returns. The browser then hydrates it (main.tsx). With it,
 * the tab's title in `locale`, the one the app then sets (src/app/page-title.tsx), so no English
 * shows in the tab before the app starts.
 */
export async function prerenderLogin(
  locale: Locale,
  { partner = false }: { partner?: boolean } = {},
): Promise<{ body: string; title: string }> {
  setHydrationLocale(locale);
  prerenderForPartner(partner);
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
  const body = await new Response(prelude).text();
  // The page names' texts in `locale` are in, as the render waited for every catalogue; the
  // source language's are the code's own.
  const names = (pageNames.loaded as Partial<Record<Locale, PageNames>>)[locale] ?? pageNames.en;
  return { body, title: pageTitle('/login', partner ? '' : PRODUCT_NAME, names) };
}

/**
 * The tab's title in `locale` on every other page until the app starts and names the page: what
 * the portal is, in words, under no brand, as a partner's host shows it too (tooling/prerender-login.ts).
 */
export async function shellTitle(locale: Locale): Promise<string> {
  const texts = isLazy(locale) ? await eligibilityTexts.load(locale) : eligibilityTexts.en;
  return texts.loanAgainstSecurities;
}
