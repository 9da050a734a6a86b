import { paths } from '@/config/paths';
import { readToken } from '@/lib/auth-token';
import { isLocale } from '@/lib/i18n/languages';
import { getLocale, setHydrationLocale } from '@/lib/i18n/locale';
import { pagePartnerLabel } from '@/brand/partner-api';

/** The attribute the build puts on #root of the prerendered /login: the page's language. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set to "partner" on the page prerendered for partners' hosts, under no brand. */
const PRERENDERED_FOR = 'data-prerendered-for';

/**
 * Whether this page holds the prerendered /login that React can hydrate as it is: it does when
 * nginx sent it (no session; the own hosts' page where no partner is looked up, the partners'
 * page under no brand where one is) and this device would render the same first screen, in the
 * same language. Otherwise (a choice of language made where no cookie told nginx) the page
 * is rendered afresh. Its texts load before the first render as every page's do (preloadTexts).
 */
export function hydratingIn(container: HTMLElement): boolean {
  const locale = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const same =
    isLocale(locale) &&
    locale === getLocale() &&
    window.location.pathname.replace(/\/$/, '') === paths.login &&
    !readToken() &&
    (container.getAttribute(PRERENDERED_FOR) === 'partner') === (pagePartnerLabel() !== undefined);
  if (!same) return false;
  setHydrationLocale(locale);
  return true;
}
