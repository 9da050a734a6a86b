import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { getEnv } from '@/config/env';
import { createStrictContext } from '@/lib/strict-context';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { getPartner, partnerLabel, type PartnerData } from './api/partner';
import { buildBranding, type Branding } from './branding';

const [Provider, usePartner] = createStrictContext<Branding>('PartnerContext');
export { usePartner };

const cacheKey = (label: string) => `partner:${label}`;

function readCache(label: string | undefined): PartnerData | undefined {
  if (!label) return undefined;
  try {
    const raw = sessionStorage.getItem(cacheKey(label));
    return raw ? (JSON.parse(raw) as PartnerData) : undefined;
  } catch {
    return undefined;
  }
}

type Lookup = { done: boolean; partner: PartnerData | undefined };

/**
 * Brands the portal for the partner named by the host's first label. A cached answer renders at
 * once and is refreshed; without one a full-screen spinner shows while the lookup runs.
 */
export function PartnerProvider({ children }: { children: ReactNode }) {
  const hostname = window.location.hostname;
  const label = partnerLabel(hostname);
  const [lookup, setLookup] = useState<Lookup>(() => {
    const cached = readCache(label);
    return { done: !label || cached !== undefined, partner: cached };
  });

  useEffect(() => {
    if (!label) return;
    let current = true;
    // Without a cached answer the spinner waits for this call, so it need not wait for a paint.
    getPartner(label, { urgent: readCache(label) === undefined })
      .then((partner) => {
        sessionStorage.setItem(cacheKey(label), JSON.stringify(partner));
        if (current) setLookup({ done: true, partner });
      })
      // The shell swallows a failed lookup: the defaults are shown instead.
      .catch(() => current && setLookup((previous) => ({ ...previous, done: true })));
    return () => {
      current = false;
    };
  }, [label]);

  const branding = useMemo(
    () => buildBranding(getEnv(), lookup.partner, hostname),
    [lookup.partner, hostname],
  );

  if (!lookup.done) return <FullScreenSpinner label="Loading partner details" />;
  return <Provider value={branding}>{children}</Provider>;
}
