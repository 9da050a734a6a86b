import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';
import { readToken } from '@/lib/auth-token';
import { isLocale } from '@/lib/i18n/languages';
import { getLocale, setHydrationLocale } from '@/lib/i18n/locale';
import { lookupLabel } from '@/brand/partner-api';

/** The attribute the build puts on #root of the prerendered /login: the page's language. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether this page holds the prerendered /login that React can hydrate as it is: it does when
 * nginx sent it (a host with no partner lookup, no session) and this device would render the same first screen, in
 * the same language. Otherwise (a choice of language made where no cookie told nginx) the page
 * is rendered afresh. Its texts load before the first render as every page's do (preloadTexts).
 */
export function hydratingIn(container: HTMLElement): boolean {
  const locale = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const same =
    isLocale(locale) &&
    locale === getLocale() &&
    window.location.pathname.replace(/\/$/, '') === paths.login &&
    !readToken() &&
    lookupLabel(
      window.location.hostname,
      getEnv().VITE_OWN_HOSTS,
      getEnv().VITE_PARTNER_DOMAINS,
    ) === undefined;
  if (!same) return false;
  setHydrationLocale(locale);
  return true;
}
