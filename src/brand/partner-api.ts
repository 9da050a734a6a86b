import * as z from 'zod/mini';
import { getEnv } from '@/config/env';
import { request } from '@/lib/api';

/**
 * What a partner lookup answers, and what its kept copy must still be when read back. Built per
 * read, as the patterns below are, so the mutation run can switch it on
 * (docs/testing.md#mutation-testing).
 */
export function partnerSchema() {
  return z.object({
    company_name: z.optional(z.nullable(z.string())),
    company_logo: z.optional(z.nullable(z.string())),
    company_email: z.optional(z.nullable(z.string())),
    company_contact_no: z.optional(z.nullable(z.union([z.string(), z.number()]))),
    company_wa_no: z.optional(z.nullable(z.union([z.string(), z.number()]))),
    company_domain: z.optional(z.nullable(z.string())),
  });
}
export type PartnerData = z.infer<ReturnType<typeof partnerSchema>>;

/** The partner label: the first label of a host with two or more labels, never of an IP. */
export function partnerLabel(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) || host.includes(':')) return undefined;
  const labels = host.split('.');
  const label = labels[0];
  return labels.length >= 2 && label && /^[a-z0-9-]{1,63}$/.test(label) ? label : undefined;
}

/**
 * The partner to look up for this page's host: none on the facilitator's own hosts
 * (VITE_OWN_HOSTS), which show the defaults at once, as a host without a partner label does.
 * With VITE_PARTNER_DOMAINS, only a host one label under one of them is a partner's
 * (acme.example.in under example.in): a foreign name pointed at the server is no one's brand
 * (nginx does not serve it either, docs/deploy.md#hosts).
 */
export function lookupLabel(
  hostname: string,
  ownHosts: readonly string[],
  partnerDomains: readonly string[] = [],
): string | undefined {
  const host = hostname.toLowerCase();
  if (ownHosts.includes(host)) return undefined;
  const label = partnerLabel(host);
  const under =
    partnerDomains.length === 0 || partnerDomains.includes(host.slice(`${label}.`.length));
  return label && under ? label : undefined;
}

/** Whose /login the build is prerendering (tooling/prerender-login.ts): none in a browser. */
let prerendering: 'own' | 'partner' | undefined;
export function prerenderForPartner(partner: boolean): void {
  prerendering = partner ? 'partner' : 'own';
}

/**
 * The partner to look up for this page (`lookupLabel` of its host). The build's prerender has no
 * page: prerendering a partner's /login, it names a partner no one is, as nothing is looked up.
 */
export function pagePartnerLabel(): string | undefined {
  if (prerendering) return prerendering === 'partner' ? 'partner' : undefined;
  const env = getEnv();
  return lookupLabel(window.location.hostname, env.VITE_OWN_HOSTS, env.VITE_PARTNER_DOMAINS);
}

/** `urgent` when the first screen waits for the answer (see `request`). */
export async function getPartner(
  label: string,
  { urgent }: { urgent: boolean },
): Promise<PartnerData> {
  const partner = partnerSchema();
  const body = await request(
    z.union([z.object({ data: partner }), partner]),
    { url: `/auth/${encodeURIComponent(label)}/partner` },
    { urgent },
  );
  return 'data' in body ? body.data : body;
}
