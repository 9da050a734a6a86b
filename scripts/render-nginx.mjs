// Renders deploy/nginx.conf.template for a build:
//   node scripts/render-nginx.mjs --mode production --root /srv/portal --listen 80 --prefix /var/lib/portal
// The Content-Security-Policy allows exactly the origins the build is configured to talk to.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import {
  API_CLIENT,
  filesBeyondEntry,
  HOME_PAGE,
  LOAN_FIRST_TAB,
  LOAN_PAGE,
  LOGIN_PAGE,
  readManifest,
  SHELL,
  SHELL_ALERTS,
} from './manifest.mjs';
import { contentSecurityPolicy } from './csp.mjs';

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    root: { type: 'string' },
    listen: { type: 'string', default: '80' },
    prefix: { type: 'string', default: '/var/lib/portal' },
  },
});
if (!args.root) throw new Error('--root is required: the folder holding the build');

const env = loadEnv(args.mode, process.cwd(), 'VITE_');
const headers = {
  'Content-Security-Policy': contentSecurityPolicy(env),
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  // Our files are ours to load: no other site may embed a script, style or image of the portal.
  'Cross-Origin-Resource-Policy': 'same-origin',
  ...(env.VITE_CSP_REPORT_URI
    ? { 'Reporting-Endpoints': `csp=\\"${env.VITE_CSP_REPORT_URI}\\"` }
    : {}),
};
const lines = (set) =>
  Object.entries(set)
    .map(([name, value]) => `      add_header ${name} "${value}" always;`)
    .join('\n');
const demoHeaders = {
  ...headers,
  'Content-Security-Policy': headers['Content-Security-Policy'].replace(
    "frame-ancestors 'none'",
    "frame-ancestors 'self'",
  ),
};

/** A comma-separated list of host names in the configuration, lower case as browsers send them. */
const hostsIn = (value) =>
  (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => /^[a-z0-9.-]+$/.test(host));
const own = hostsIn(env.VITE_OWN_HOSTS);
const partnerDomains = hostsIn(env.VITE_PARTNER_DOMAINS);
if (own.length === 0 && partnerDomains.length === 0) {
  throw new Error(
    'VITE_OWN_HOSTS or VITE_PARTNER_DOMAINS must name the hosts to serve (docs/deploy.md#hosts)',
  );
}
/** VITE_OWN_HOSTS as the lines of the partner-lookup map: no lookup there. */
const ownHosts = own.map((host) => `    "${host}" 0;`).join('\n');
/**
 * The names served: the own hosts, a partner's label (as the app reads one, lookupLabel in
 * src/brand/partner-api.ts) under each partner domain, and the loopback names.
 */
const serverNames = [
  ...own,
  ...partnerDomains.map((domain) => `"~^[a-z0-9-]{1,63}\\.${domain.replaceAll('.', '\\.')}$"`),
  'localhost',
  '127.0.0.1',
  '[::1]',
].join(' ');

/**
 * The `lang` parameter's name and values as a regex of the raw query: each letter as itself or
 * %-encoded (either case of hex), as URLSearchParams decodes them.
 */
const encoded = (word) =>
  [...word]
    .map((letter) => {
      const hex = letter.charCodeAt(0).toString(16);
      return `(?:${letter}|%${hex[0]}[${hex[1].toLowerCase()}${hex[1].toUpperCase()}])`;
    })
    .join('');

/**
 * The languages the build prerendered /login in (src/lib/i18n/languages.ts, the source first):
 * nginx chooses among them as the portal does, and serves each its page.
 */
const languagesFile = join(args.root, 'prerendered/languages.json');
if (!existsSync(languagesFile)) {
  throw new Error(`${languagesFile} is missing: build the portal first (it prerenders /login)`);
}
const languages = JSON.parse(readFileSync(languagesFile, 'utf8')).filter((code) =>
  /^[a-z]{2,3}$/.test(code),
);
const [source] = languages;
const LANG = encoded('lang');
const each = (line) => languages.map((code) => `    ${line(code)}`).join('\n');
const localeLines = {
  __KEPT_LOCALE__: each((code) => `"~(^|;)\\s*lark-locale=${code}(;|$)" ${code};`),
  __ASKED_LOCALE__: each(
    (code) => `"~^(?:(?!${LANG}(?:=|&|$))[^&]*&)*${LANG}=${encoded(code)}(?:&|$)" ${code};`,
  ),
  // A language refused with q=0 is not chosen (the browser would not list it first).
  __BROWSER_LOCALE__: [
    each(
      (code) => `"~*^\\s*${code}(?:-[^,;]*)?\\s*;\\s*q\\s*=\\s*0(?:\\.0*)?\\s*(?:,|$)" ${source};`,
    ),
    each((code) => `"~*^\\s*${code}(?:-[^,;]*)?\\s*(?:;|,|$)" ${code};`),
  ].join('\n'),
  // The address first, then the kept choice, then the browser: three rounds over the languages.
  __CHOSEN_LOCALE__: [
    each((code) => `"~^${code}:" ${code};`),
    each((code) => `"~^:${code}:" ${code};`),
    each((code) => `"~^::${code}$" ${code};`),
  ].join('\n'),
  __LOGIN_PAGES__: [
    each((code) => `"0:0:${code}" /prerendered/login.${code}.html;`),
    each((code) => `"1:0:${code}" /prerendered/partner-login.${code}.html;`),
  ].join('\n'),
  __APP_PAGES__: each((code) => `${code} /prerendered/app.${code}.html;`),
  __SOURCE_LOCALE__: source,
};
const fillLocales = (template) =>
  Object.entries(localeLines).reduce(
    (text, [placeholder, lines]) => text.replaceAll(placeholder, lines),
    template,
  );

const manifest = readManifest(args.root);
const preload = (...keys) =>
  filesBeyondEntry(manifest, keys)
    .map((file) => `</${file}>; rel=modulepreload`)
    .join(', ');
// Every signed-in page shows once the loan has been read, so a visit with a session gets what
// shows it with the page (docs/performance.md#signed-in-pages): the loan's alerts and a
// connection to the API's host, whose first reads the page's HTML sends itself
// (docs/performance.md#the-first-reads-sent-by-the-html). The demo's API is answered in the
// browser, to the api client's calls: there the api client comes with the page.
const mocked = env.VITE_API_MOCKING === 'true';
const apiHost = mocked
  ? []
  : [`<${new URL(env.VITE_API_BASE_URL).origin}>; rel=preconnect; crossorigin`];
const firstReader = mocked ? [API_CLIENT] : [];
const signedIn = (...keys) =>
  [preload(SHELL, SHELL_ALERTS, ...firstReader, ...keys), ...apiHost].join(', ');

/** The demo-only blocks of the template, kept for a demo rendering and dropped for any other. */
const demoOnly = (template) =>
  template.replace(/^[ \t]*#demo-only\{\n([\s\S]*?)^[ \t]*#\}demo-only\n/gm, (_, block) =>
    args.mode === 'demo' ? block : '',
  );

process.stdout.write(
  fillLocales(
    demoOnly(readFileSync(new URL('../deploy/nginx.conf.template', import.meta.url), 'utf8')),
  )
    .replaceAll('__HEADERS__', lines(headers))
    .replaceAll('__DEMO_HEADERS__', lines(demoHeaders))
    .replaceAll('__LOGIN_PRELOAD__', preload(LOGIN_PAGE))
    .replaceAll('__SHELL_PRELOAD__', signedIn())
    .replaceAll('__HOME_PRELOAD__', signedIn(HOME_PAGE))
    .replaceAll('__LOAN_PRELOAD__', signedIn(LOAN_PAGE, LOAN_FIRST_TAB))
    .replaceAll('__API_CLIENT_PRELOAD__', preload(API_CLIENT))
    .replaceAll('__OWN_HOSTS__\n', ownHosts ? `${ownHosts}\n` : '')
    .replaceAll('__SERVER_NAMES__', serverNames)
    .replaceAll('__ROOT__', args.root)
    .replaceAll('__LISTEN__', args.listen)
    .replaceAll('__PREFIX__', args.prefix),
);
