import * as z from 'zod/mini';
import { OWN_ORIGIN } from './origins';
import { isDialable } from './phone';

/*
 * Every rule below is built when the configuration is parsed (once, at start-up), not when the
 * module loads: the mutation run switches a mutant on at run time, so a rule built at load time
 * could never be seen to change (README: Mutation testing).
 */

/** https anywhere; plain http only to this machine (an API run locally while developing). */
function isSecureUrl(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    const loopback = /^(?:localhost|[\w-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;
    return url.protocol === 'https:' || loopback.test(url.hostname);
  } catch {
    return false;
  }
}
const isHttps = (value: string) => /^https:\/\/[^\s]+$/i.test(value);
/** A same-origin path such as `/demo/widget.html` (never `//host`, which leaves the site). */
const isSitePath = (value: string) => /^\/[^/\s][^\s]*$/.test(value);

const url = () =>
  z.string().check(
    z.refine((value) => isSecureUrl(value) || isSitePath(value), {
      message: 'must be an https URL or a path starting with /',
    }),
  );
const httpsUrl = () => z.string().check(z.refine(isHttps, { message: 'must be an https URL' }));
/** A page of ours on another site is https only; a path is a page on this one. */
const optionalPage = () =>
  z.optional(
    z.string().check(
      z.refine((value) => isHttps(value) || isSitePath(value), {
        message: 'must be an https URL or a path starting with /',
      }),
    ),
  );
/** The value that loads the credit-line script without a pin, on purpose. */
const UNPINNED = 'none';

const flag = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => value === 'true'),
  );

const text = () =>
  z.string().check(z.refine((value) => value.trim() !== '', { message: 'is required' }));
/** A number the contact links can dial (config/phone). */
const phone = () => z.string().check(z.refine(isDialable, { message: 'must be a phone number' }));
const officer = () =>
  z.object({ name: text(), email: z.email('must be an email address'), phone: phone() });
const lender = () =>
  z.object({
    name: text(),
    rbi_registration: text(),
    website: httpsUrl(),
    grievance_officer: officer(),
  });
export type GrievanceOfficer = z.infer<ReturnType<typeof officer>>;
export type Lender = z.infer<ReturnType<typeof lender>>;

/** A host name as a browser's `location.hostname` holds it: labels of letters, digits and hyphens. */
const isHostName = (value: string) =>
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(value);

/** Comma-separated host names, compared in lower case as browsers report them; unset is none. */
const hostList = () =>
  z._default(
    z.pipe(
      z.string(),
      z.transform((value, ctx) => {
        const hosts = value.split(',').map((host) => host.trim().toLowerCase());
        if (hosts.every(isHostName)) return hosts;
        ctx.issues.push({
          code: 'custom',
          message: 'must be host names separated by commas',
          input: value,
        });
        return z.NEVER;
      }),
    ),
    [],
  );

/** An https origin as written (`https://pay.example.in`, a trailing slash allowed), as `URL.origin` has it. */
function httpsOrigin(value: string): string | undefined {
  if (!/^https:\/\/[^\s/?#]+\/?$/i.test(value)) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Comma-separated https origins, or `self` (the portal's own origin); unset is none
 * (docs/configuration.md#variables). Unset stays undefined rather than an empty list, so a build
 * without it carries no trace of it in the entry every page loads (the /login visit's budget).
 */
const originList = () =>
  z.optional(
    z.pipe(
      z.string(),
      z.transform((value, ctx) => {
        const origins = value
          .split(',')
          .map((entry) => entry.trim())
          .map((entry) => (entry === OWN_ORIGIN ? entry : httpsOrigin(entry)));
        if (origins.every((origin) => origin !== undefined)) return origins;
        ctx.issues.push({
          code: 'custom',
          message: `must be https origins or ${OWN_ORIGIN}, separated by commas`,
          input: value,
        });
        return z.NEVER;
      }),
    ),
  );

/** A variable that holds JSON: the text is parsed, then checked against `shape`. */
function json<T extends z.ZodMiniType>(shape: T) {
  const parsed = z.transform((value: string, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.issues.push({ code: 'custom', message: 'must be JSON', input: value });
      return z.NEVER;
    }
  });
  return z.pipe(z.pipe(z.string(), parsed), shape);
}

/** Minutes without activity before the sign-out warning: a whole number, 0 (off) to 120. */
const minutes = () =>
  z._default(
    z.pipe(
      z
        .string()
        .check(
          z.regex(/^(?:1[01]\d|120|\d\d?)$/, 'must be a whole number of minutes from 0 to 120'),
        ),
      z.transform(Number),
    ),
    10,
  );

function envSchema() {
  return z.object({
    VITE_API_MOCKING: flag(),
    VITE_API_BASE_URL: url(),
    VITE_API_SIGNATURE: z.string(),
    VITE_SDK_API_URL: url(),
    VITE_SDK_WIDGET_URL: url(),
    VITE_SDK_KEY: z.optional(z.string()),
    VITE_SDK_SECRET: z.optional(z.string()),
    VITE_ELIGIBILITY_MODE: z._default(z.enum(['inline', 'popup']), 'inline'),
    VITE_PORTFOLIO_API_URL: url(),
    // A file named by its URL alone: the Content-Security-Policy matches a script's path and
    // ignores its query, so a pin that named `…v1.9.js?x` would let any `…v1.9.js?y` the host
    // serves run too (docs/decisions/0008-credit-line-script-pin.md).
    VITE_VOLT_SCRIPT_URL: url().check(
      z.refine((value) => !/[?#]/.test(value), { message: 'must have no query or fragment' }),
    ),
    VITE_VOLT_ENVIRONMENT: z.enum(['staging', 'production']),
    VITE_VOLT_PLATFORM_CODE: z.optional(z.string()),
    VITE_SUPPORT_PHONE: phone(),
    VITE_SUPPORT_WHATSAPP: phone(),
    VITE_SUPPORT_EMAIL: z.email(),
    VITE_FEATURE_PAYOUT: flag(),
    VITE_PRIVACY_POLICY_URL: optionalPage(),
    VITE_TERMS_URL: optionalPage(),
    /** The regulated lenders, our grievance officer and data protection officer (docs/configuration.md). */
    VITE_LENDERS: json(z.array(lender()).check(z.minLength(1, 'must name at least one lender'))),
    VITE_GRIEVANCE_OFFICER: json(officer()),
    VITE_DPO_EMAIL: z.optional(z.email('must be an email address')),
    /**
     * Subresource integrity of the pinned Volt script (docs/decisions/0008-credit-line-script-pin.md);
     * `none` is an operator's recorded choice to load it unpinned, and reads as no pin.
     */
    VITE_VOLT_SCRIPT_INTEGRITY: z.optional(
      z.pipe(
        z.union([
          z.literal(UNPINNED),
          z
            .string()
            .check(
              z.regex(
                /^sha(?:256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}$/,
                'must be a sha256/384/512 hash',
              ),
            ),
        ]),
        z.transform((value) => (value === UNPINNED ? undefined : value)),
      ),
    ),
    /**
     * The facilitator's own hosts: no partner lookup runs there, and nginx serves /login
     * prerendered (docs/decisions/0007-prerendered-login.md).
     */
    VITE_OWN_HOSTS: hostList(),
    /**
     * The domains whose subdomains are partners' hosts (acme.example.in under example.in): only
     * they are looked up, and nginx serves only them and the own hosts (docs/deploy.md#hosts).
     */
    VITE_PARTNER_DOMAINS: hostList(),
    /** Where browsers report Content-Security-Policy violations (nginx, scripts/render-nginx.mjs). */
    VITE_CSP_REPORT_URI: z.optional(httpsUrl()),
    /** Sign-out after inactivity (docs/decisions/0006-idle-sign-out.md). */
    VITE_IDLE_MINUTES: minutes(),
    /** Where the portal reports errors, failed calls and web vitals (docs/telemetry.md). */
    VITE_TELEMETRY_URL: z.optional(httpsUrl()),
    /** The lender's payment gateways 'Set up autopay' may open (docs/configuration.md#variables). */
    VITE_MANDATE_ORIGINS: originList(),
  });
}

export type Env = z.infer<ReturnType<typeof envSchema>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, as they do in a `.env` file with `KEY=`. */
function withoutEmpty(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
}

/**
 * The credit-line script runs beside the session token, which page scripts can read: every build
 * pins it, the demo's too (its own file's hash, in .env.demo), or leaves it unpinned by an
 * explicit `none` (docs/decisions/0008-credit-line-script-pin.md).
 */
function voltPinProblem(raw: Record<string, unknown>): string | undefined {
  const pinned =
    raw.VITE_VOLT_SCRIPT_INTEGRITY !== undefined && raw.VITE_VOLT_SCRIPT_INTEGRITY !== '';
  if (pinned) return undefined;
  return (
    'VITE_VOLT_SCRIPT_INTEGRITY is required for a production build: the sha384 hash of the ' +
    `credit-line script, or ${UNPINNED} to load it unpinned on purpose`
  );
}

type ParseOptions = {
  /** Where a choice worth a second look is reported: the build's console by default. */
  warn?: (message: string) => void;
};

export function parseEnv(
  raw: Record<string, unknown>,
  { warn = console.warn }: ParseOptions = {},
): Env {
  const result = envSchema().safeParse(withoutEmpty(raw));
  const pinProblem = voltPinProblem(raw);
  if (result.success && !pinProblem) {
    if (raw.VITE_VOLT_SCRIPT_INTEGRITY === UNPINNED) {
      warn(
        `VITE_VOLT_SCRIPT_INTEGRITY=${UNPINNED}: the credit-line script loads unpinned, so a ` +
          'changed or tampered script at VITE_VOLT_SCRIPT_URL would run beside the session.',
      );
    }
    return result.data;
  }
  const issues = result.success ? [] : result.error.issues;
  const problems = issues.map((issue) => {
    const name = String(issue.path[0]);
    const missing = raw[name] === undefined || raw[name] === '';
    // Inside a JSON value, where: VITE_LENDERS[0].website.
    const within = issue.path
      .slice(1)
      .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
      .join('');
    return `${name}${within} ${missing ? 'is required' : issue.message}`;
  });
  if (pinProblem) problems.push(pinProblem);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

let cached: Env | undefined;

/** A build's configuration, parsed by the build itself (tooling/env-check.ts). */
declare const __LARK_ENV__: Env;

/** The validated configuration; read at call time so start-up can report a bad value. */
export function getEnv(): Env {
  // A build has parsed it and reported its warnings: the browser repeats neither.
  if (import.meta.env.PROD) return __LARK_ENV__;
  cached ??= parseEnv(import.meta.env, { warn: () => undefined });
  return cached;
}

/** Forgets the parsed configuration, so the next read sees a changed environment (tests). */
export function resetEnv(): void {
  cached = undefined;
}

/** Resolves a configured URL (absolute or same-origin path) against the current page. */
export function resolveUrl(value: string): URL {
  return new URL(value, window.location.origin);
}

/** `path` under a configured base URL, keeping the base's own path: endpoint(base, '/x'). */
export function endpoint(base: string, path: string): string {
  return resolveUrl(base).href.replace(/\/$/, '') + path;
}
