import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { getEnv } from '@/config/env';
import { ApiError } from '@/lib/api-error';
import { storage, storageKeys } from '@/lib/storage';
import { createStrictContext } from '@/lib/strict-context';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { getPartner, lookupLabel, partnerSchema, type PartnerData } from './partner-api';
import { buildBranding, type Branding } from './branding';

const [Provider, usePartner] = createStrictContext<Branding>('PartnerContext');
export { usePartner };

function readCache(label: string | undefined): PartnerData | undefined {
  return label ? storage.readJson(storageKeys.partner(label), partnerSchema()) : undefined;
}

type Lookup = { done: boolean; partner: PartnerData | undefined };

/**
 * Brands the portal for the partner named by the host's first label. The last answer is kept in
 * local storage: a returning customer's page renders at once in it while the lookup refreshes it.
 * Without one a full-screen spinner shows while the lookup runs. The facilitator's own hosts
 * (VITE_OWN_HOSTS) look nothing up: the defaults at once. A 404 (no such partner) forgets
 * the kept answer; any other failure keeps it, or the defaults.
 */
export function PartnerProvider({ children }: { children: ReactNode }) {
  // The prerendered /login (scripts/prerender.tsx) has no page: it is an own host's, no partner.
  const hostname = typeof window === 'undefined' ? '' : window.location.hostname;
  const label = lookupLabel(hostname, getEnv().VITE_OWN_HOSTS);
  const [lookup, setLookup] = useState<Lookup>(() => {
    const cached = readCache(label);
    return { done: !label || cached !== undefined, partner: cached };
  });

  // One lookup for the host, whose answer stands whenever it lands (the label never changes).
  useEffect(() => {
    if (!label) return;
    // Without a cached answer the spinner waits for this call, so it need not wait for a paint.
    getPartner(label, { urgent: readCache(label) === undefined })
      .then((partner) => {
        storage.set(storageKeys.partner(label), JSON.stringify(partner));
        setLookup({ done: true, partner });
      })
      // The shell swallows a failed lookup: the kept answer or the defaults are shown instead.
      .catch((error: unknown) => {
        const gone = error instanceof ApiError && error.status === 404;
        if (gone) storage.remove(storageKeys.partner(label));
        setLookup((previous) => ({ done: true, partner: gone ? undefined : previous.partner }));
      });
  }, [label]);

  const branding = useMemo(
    () => buildBranding(getEnv(), lookup.partner, hostname),
    [lookup.partner, hostname],
  );

  if (!lookup.done) return <FullScreenSpinner label="Loading partner details" />;
  return <Provider value={branding}>{children}</Provider>;
}
