import { useEffect, useId, useState } from 'react';
import {
  AUTH_COOKIE,
  AUTH_COOKIE_DAYS,
  COOKIE_NOTICE_DELAY_MS,
  LOGOUT_OWED_COOKIE,
} from '@/config/constants';
import { storage, storageKeys } from '@/lib/storage';
import { useHydrated } from '@/lib/use-hydrated';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n/texts';
import { appTexts } from './texts';

/**
 * A band above the page, in the flow, so it covers nothing a visitor may press (a card floating
 * over the page hid the login form on small phones and buttons on long pages). Its room is kept
 * from the first paint, so its appearing a second later moves nothing under a finger.
 */
export function CookieNotice() {
  const [pending, setPending] = useState(() => storage.get(storageKeys.cookieNotice) !== 'true');
  const [shown, setShown] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const t = useTexts(appTexts);
  // The prerendered /login holds the band so that hydration matches its HTML; for a visitor who
  // acknowledged it, the first-paint script has hidden it already (scripts/first-paint.mjs).
  const hydrated = useHydrated();

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setShown(true), COOKIE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (!pending && hydrated) return null;

  const acknowledge = () => {
    storage.set(storageKeys.cookieNotice, 'true');
    setPending(false);
  };

  return (
    <section
      aria-label={t.cookieNotice}
      data-cookie-notice
      // Until it shows, it is drawn all but transparent (src/index.css) and out of reach, not left
      // undrawn: drawn first a second after the page, its words would count as the page's
      // largest paint (docs/performance.md#largest-paint).
      inert={!shown}
      className="border-b border-slate-200 bg-white px-4 py-3"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <p className="max-w-72 flex-1 text-sm text-slate-700 lg:max-w-none">{t.cookieSummary}</p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((value) => !value)}
          >
            {t.moreInfo}
          </Button>
          <Button onClick={acknowledge}>{t.continue}</Button>
        </div>
      </div>
      <p
        id={detailsId}
        hidden={!expanded}
        className="mx-auto mt-3 max-w-5xl text-sm text-slate-600"
      >
        {t.cookieDetails(
          {
            session: <CookieName key="session" name={AUTH_COOKIE} />,
            language: <CookieName key="language" name={storageKeys.locale} />,
            logout: <CookieName key="logout" name={LOGOUT_OWED_COOKIE} />,
          },
          AUTH_COOKIE_DAYS,
        )}
      </p>
    </section>
  );
}

/** A cookie's own name, as the browser lists it. */
function CookieName({ name }: { name: string }) {
  return (
    <code translate="no" className="font-mono">
      {name}
    </code>
  );
}
