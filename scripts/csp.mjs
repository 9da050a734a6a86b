// The Content-Security-Policy of a build: exactly the origins its VITE_ settings name.
import { EARLY_READS_SOURCE } from './early-reads.mjs';
import { FIRST_PAINT_SOURCE } from './first-paint.mjs';

const isAbsolute = (url) => Boolean(url && /^https?:\/\//i.test(url));
/** The origin of an absolute URL; same-origin paths need nothing beyond 'self'. */
const originOf = (url) => (isAbsolute(url) ? new URL(url).origin : undefined);
const sources = (...urls) =>
  [...new Set(["'self'", ...urls.map(originOf).filter(Boolean)])].join(' ');
/**
 * An absolute URL as a source of its own: that one file and nothing else from its host (a source
 * with a path matches the path exactly; ';' and ',' would end the source, so they are escaped).
 */
const exactly = (url) =>
  isAbsolute(url) ? [new URL(url).href.replaceAll(';', '%3B').replaceAll(',', '%2C')] : [];

/** @param {Record<string, string | undefined>} env */
export function contentSecurityPolicy(env) {
  return [
    "default-src 'self'",
    // The credit-line script is the one third-party script: its pinned file, not its whole host
    // (docs/decisions/0008-credit-line-script-pin.md). The two inline scripts by their hashes: the
    // prerendered /login's (scripts/first-paint.mjs) and, where the API is a server's, the
    // signed-in first reads (scripts/early-reads.mjs; the demo's API answers in the browser).
    [
      'script-src',
      "'self'",
      FIRST_PAINT_SOURCE,
      ...(env.VITE_API_MOCKING === 'true' ? [] : [EARLY_READS_SOURCE]),
      ...exactly(env.VITE_VOLT_SCRIPT_URL),
    ].join(' '),
    // Toasts inject their styles at run time.
    "style-src 'self' 'unsafe-inline'",
    // Partner logos may be served from any https host.
    "img-src 'self' https:",
    "font-src 'self'",
    // The telemetry collector, when one is configured, receives the portal's beacons.
    `connect-src ${sources(env.VITE_API_BASE_URL, env.VITE_SDK_API_URL, env.VITE_PORTFOLIO_API_URL, env.VITE_VOLT_SCRIPT_URL, env.VITE_TELEMETRY_URL)}`,
    `frame-src ${sources(env.VITE_SDK_WIDGET_URL, env.VITE_VOLT_SCRIPT_URL)}`,
    "worker-src 'self'",
    // A partner's host builds its manifest, with the partner's name, as a data: URL
    // (src/brand/web-manifest.ts); a manifest runs no code.
    "manifest-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Browsers report violations to VITE_CSP_REPORT_URI: report-uri for today's, report-to
    // (with the Reporting-Endpoints header) for those that have dropped it.
    ...(env.VITE_CSP_REPORT_URI ? [`report-uri ${env.VITE_CSP_REPORT_URI}`, 'report-to csp'] : []),
  ].join('; ');
}
