import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { getEnv } from '@/config/env';
import { ApiError } from '@/lib/api-error';
import { storage, storageKeys } from '@/lib/storage';
import { createStrictContext } from '@/lib/strict-context';
import { LoadingSpinner } from '@/components/ui/spinner';
import { useTexts } from '@/lib/i18n/texts';
import { getPartner, pagePartnerLabel, partnerSchema, type PartnerData } from './partner-api';
import { buildBranding, PENDING_BRANDING, type Branding } from './branding';
import { brandTexts } from './texts';

const [Provider, usePartner] = createStrictContext<Branding>('PartnerContext');
export { usePartner };

/** The build's web app manifest: the portal under its own name (public/manifest.webmanifest). */
const BUILD_MANIFEST = '/manifest.webmanifest';

function linkManifest(href: string): void {
  const link =
    document.querySelector<HTMLLinkElement>('link[rel="manifest"]') ??
    document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'manifest' }));
  if (link.getAttribute('href') !== href) link.href = href;
}

function readCache(label: string | undefined): PartnerData | undefined {
  return label ? storage.readJson(storageKeys.partner(label), partnerSchema()) : undefined;
}

type Lookup = { done: boolean; partner: PartnerData | undefined };

/**
 * Brands the portal for the partner named by the host's first label. The last answer is kept in
 * local storage: a returning customer's page renders at once in it while the lookup refreshes it.
 * Without one a full-screen spinner shows while the lookup runs, except where `brandless`: the
 * login page, drawn at once with the brand's places empty (docs/performance.md#partner-hosts),
 * which shows no kept answer either, so the brand it shows is the lookup's and never changes. The
 * facilitator's own hosts (VITE_OWN_HOSTS) look nothing up: the defaults at once. A 404 (no such
 * partner) forgets the kept answer; any other failure shows it, or the defaults.
 */
export function PartnerProvider({
  children,
  brandless = false,
}: {
  children: ReactNode;
  brandless?: boolean;
}) {
  const hostname = typeof window === 'undefined' ? '' : window.location.hostname;
  const label = pagePartnerLabel();
  const [lookup, setLookup] = useState<Lookup>(() => {
    const cached = brandless ? undefined : readCache(label);
    return { done: !label || cached !== undefined, partner: cached };
  });
  const waiting = !lookup.done;
  // Whether the first screen waited for the lookup (fixed at the first render).
  const [urgent] = useState(waiting);

  // One lookup for the host, whose answer stands whenever it lands (the label never changes).
  useEffect(() => {
    if (!label) return;
    // The brand (or the whole screen) waits for this call, so it need not wait for a paint.
    getPartner(label, { urgent })
      .then((partner) => {
        storage.set(storageKeys.partner(label), JSON.stringify(partner));
        setLookup({ done: true, partner });
      })
      // The shell swallows a failed lookup: the kept answer or the defaults are shown instead.
      .catch((error: unknown) => {
        const gone = error instanceof ApiError && error.status === 404;
        if (gone) storage.remove(storageKeys.partner(label));
        setLookup({ done: true, partner: gone ? undefined : readCache(label) });
      });
  }, [label, urgent]);

  const branding = useMemo(
    () => buildBranding(getEnv(), lookup.partner, hostname),
    [lookup.partner, hostname],
  );

  // Installable: the page links its manifest once it knows whose portal it is, a partner's with
  // the partner's name (its code is for those hosts only). Linked once, not changed after: a
  // manifest changed under Chromium while it reads the first is not read again.
  useEffect(() => {
    if (!lookup.done) return;
    if (!branding.isPartner) return linkManifest(BUILD_MANIFEST);
    import('./web-manifest').then(
      ({ manifestUrl }) => linkManifest(manifestUrl(branding.name)),
      () => linkManifest(BUILD_MANIFEST),
    );
  }, [lookup.done, branding]);

  if (waiting && !brandless) return <LoadingPartner />;
  return <Provider value={waiting ? PENDING_BRANDING : branding}>{children}</Provider>;
}

function LoadingPartner() {
  const t = useTexts(brandTexts);
  return (
    <LoadingSpinner label={t.loadingPartner} className="min-h-dvh items-center" size="size-10" />
  );
}
