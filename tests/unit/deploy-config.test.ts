import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY_READS_SCRIPT } from '../../scripts/early-reads.mjs';
import { FIRST_PAINT_SCRIPT } from '../../scripts/first-paint.mjs';

const repo = join(import.meta.dirname, '../..');

/** Runs a script of scripts/ with node, from `cwd`. */
function run(script: string, args: string[], cwd = repo, values: Record<string, string> = {}) {
  // The mode's file decides, not the demo values the tests run with.
  const env = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
    ),
    ...values,
  };
  const result = spawnSync(process.execPath, [join(repo, 'scripts', script), ...args], {
    cwd,
    env,
    encoding: 'utf8',
  });
  return { code: result.status, output: result.stdout + result.stderr, stdout: result.stdout };
}

/**
 * A build folder with the least the renderer reads: a manifest, and the languages the build
 * prerendered /login in (a third one here: nothing in nginx's template names a language).
 */
function fakeBuild(languages = ['en', 'hi', 'ta']): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-build-'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(
    join(root, '.vite/manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }),
  );
  mkdirSync(join(root, 'prerendered'));
  writeFileSync(join(root, 'prerendered/languages.json'), JSON.stringify(languages));
  return root;
}

/** The `location` blocks of an nginx configuration, by what follows `location`. */
function locations(config: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of config.matchAll(/^\s*location ([^{]+)\{([\s\S]*?)^\s*\}/gm)) {
    blocks.set((match[1] ?? '').trim(), match[2] ?? '');
  }
  return blocks;
}

describe('the production nginx configuration', () => {
  const production = run('render-nginx.mjs', ['--mode', 'example', '--root', fakeBuild()]).stdout;

  it('has no /demo/ location: production ships no demo widgets', () => {
    expect(production).toContain('location /assets/');
    expect([...locations(production).keys()]).toEqual([
      '~ /\\.',
      '/assets/',
      '= /index.html',
      '~ ^/login/?$',
      '/',
    ]);
    expect(production).not.toContain('/demo/');
  });

  it('sends Cross-Origin-Resource-Policy: same-origin with every file it serves', () => {
    const blocks = locations(production);
    expect(blocks.size).toBe(5);
    for (const [where, block] of blocks) {
      expect(block, where).toContain(
        'add_header Cross-Origin-Resource-Policy "same-origin" always;',
      );
    }
  });

  it('looks no partner up on the facilitator’s own hosts (VITE_OWN_HOSTS), as on a host with no partner label', () => {
    const lookup = production.match(/map \$host \$partner_lookup \{([\s\S]*?)\}/)?.[1] ?? '';
    expect(lookup).toContain('"portal.example.in" 0;');
  });

  it('serves /login prerendered, in the visitor’s language, to a visitor without a session: the own hosts’ page where no partner is looked up, the partners’ page under no brand where one is', () => {
    const login = locations(production).get('~ ^/login/?$') ?? '';
    expect(login).toContain('try_files $login_page /index.html;');
    expect(login).toContain('add_header Vary "Cookie, Accept-Language" always;');
    const pages = production.match(/map "([^"]*)" \$login_page \{([\s\S]*?)\}/);
    expect(pages?.[1]).toBe('$partner_lookup:$has_session:$locale');
    expect(pages?.[2]).toContain('"0:0:en" /prerendered/login.en.html;');
    expect(pages?.[2]).toContain('"0:0:hi" /prerendered/login.hi.html;');
    expect(pages?.[2]).toContain('"0:0:ta" /prerendered/login.ta.html;');
    expect(pages?.[2]).toContain('"1:0:en" /prerendered/partner-login.en.html;');
    expect(pages?.[2]).toContain('"1:0:ta" /prerendered/partner-login.ta.html;');
    expect(pages?.[2]).not.toMatch(/"\d:1:/);
    // Anyone else gets the app's shell in their language.
    expect(pages?.[2]).toContain('default $app_page;');
    // A prerendered page names its chunks itself, to be fetched after its stylesheet.
    expect(login).toContain('add_header Link $login_preload always;');
    expect(production).toMatch(
      /map \$login_page \$login_preload \{\s*"~\^\/prerendered\/\(partner-\)\?login\\\." "";\s*default "\$first_page_preload\$api_client_preload";/,
    );
  });

  it('serves every other page from the app’s shell in the visitor’s language, index.html where a build has none', () => {
    const pages = locations(production).get('/') ?? '';
    expect(pages).toContain('try_files $uri $app_page /index.html;');
    expect(pages).toContain('add_header Vary "Cookie, Accept-Language" always;');
    const shells = production.match(/map \$locale \$app_page \{([\s\S]*?)\}/)?.[1];
    expect(shells).toContain('en /prerendered/app.en.html;');
    expect(shells).toContain('hi /prerendered/app.hi.html;');
    expect(shells).toContain('ta /prerendered/app.ta.html;');
    expect(shells).toContain('default /index.html;');
  });

  it('connects to the API host with a session’s first page, whose reads it waits for; the demo’s API is answered in the browser', () => {
    const preloads = production.match(
      /map "\$has_session:\$request_uri" \$first_page_preload \{([\s\S]*?)\}/,
    );
    const [home, loan, shell, guest] = (preloads?.[1] ?? '').trim().split('\n');
    const preconnect = '<https://api.example.in>; rel=preconnect; crossorigin';
    expect(home).toContain(preconnect);
    // /loan with its first tab, 'Loan Information' (docs/performance.md#signed-in-pages).
    expect(loan).toContain('"~^1:/loan/?(\\?tab=information)?$"');
    expect(loan).toContain(preconnect);
    expect(shell).toContain(preconnect);
    expect(guest).not.toContain('preconnect');
    const demo = run('render-nginx.mjs', ['--mode', 'demo', '--root', fakeBuild()]).stdout;
    expect(demo).toContain('$first_page_preload');
    expect(demo).not.toContain('preconnect');
  });

  it('adds the security headers outside every location too, for the answers nginx makes itself (400, 414, 405)', () => {
    const beforeServers = production.slice(0, production.indexOf('  server {'));
    for (const header of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
    ]) {
      expect(beforeServers).toMatch(new RegExp(`^\\s*add_header ${header} "[^"]+" always;$`, 'm'));
    }
  });

  it('serves only the configured hosts, and closes the connection for any other', () => {
    const servers = [...production.matchAll(/^ {2}server \{([\s\S]*?)^ {2}\}/gm)].map(
      (m) => m[1] ?? '',
    );
    expect(servers).toHaveLength(2);
    expect(servers[0]).toMatch(/listen \S+ default_server;/);
    expect(servers[0]).toContain('return 444;');
    expect(servers[1]).toContain(
      'server_name portal.example.in "~^[a-z0-9-]{1,63}\\.example\\.in$" localhost 127.0.0.1 [::1];',
    );
    expect(production).not.toContain('server_name _;');
  });

  it('refuses to render without a host to serve', () => {
    const none = run('render-nginx.mjs', ['--mode', 'example', '--root', fakeBuild()], repo, {
      VITE_OWN_HOSTS: '',
      VITE_PARTNER_DOMAINS: '',
    });
    expect(none.code).not.toBe(0);
    expect(none.output).toContain('VITE_OWN_HOSTS or VITE_PARTNER_DOMAINS must name the hosts');
  });

  it('picks the language from exactly hi or en in the first lang parameter, never from a shifted key', () => {
    const asked = production.match(/map \$args \$asked_locale \{([\s\S]*?)\}/)?.[1] ?? '';
    const hi = new RegExp(/"~(\^[^"]*)" hi;/.exec(asked)?.[1] ?? '$^');
    expect(asked).toContain(' ta;');
    for (const [query, yes] of [
      ['lang=hi', true],
      ['x=1&lang=hi', true],
      ['lang=h%69', true],
      ['l%61ng=hi', true],
      ['LANG=hi', false],
      ['lang=HI', false],
      ['lang=hi:', false],
      ['lang=x:hi:', false],
      ['lang=en&lang=hi', false],
      ['lang&lang=hi', false],
    ] as const) {
      expect(hi.test(query), query).toBe(yes);
      expect(new URLSearchParams(query).get('lang') === 'hi', query).toBe(yes);
    }
    const browser =
      production.match(/map \$http_accept_language \$browser_locale \{([\s\S]*?)\}/)?.[1] ?? '';
    expect(browser).toMatch(/q\\s\*=\\s\*0\(\?:\\\.0\*\)\?.*" en;/);
  });

  it('chooses the language as the portal does, for every language the build prerendered: ?lang=, then the kept choice, then the browser’s first language, else the first (the source)', () => {
    const map = (name: string) =>
      production.match(new RegExp(`map \\S+ \\$${name} \\{([\\s\\S]*?)\\}`))?.[1] ?? '';
    expect(map('kept_locale')).toContain('"~(^|;)\\s*lark-locale=ta(;|$)" ta;');
    expect(map('kept_locale')).toContain('"~(^|;)\\s*lark-locale=en(;|$)" en;');
    expect(map('browser_locale')).toContain('"~*^\\s*ta(?:-[^,;]*)?\\s*(?:;|,|$)" ta;');
    expect(map('browser_locale')).toContain('default en;');
    const choice = map('locale');
    expect(choice.indexOf('"~^ta:" ta;')).toBeGreaterThan(-1);
    expect(choice.indexOf('"~^:ta:" ta;')).toBeGreaterThan(choice.indexOf('"~^ta:" ta;'));
    expect(choice.indexOf('"~^::ta$" ta;')).toBeGreaterThan(choice.indexOf('"~^:en:" en;'));
    expect(choice).toContain('default en;');
    expect(production).not.toContain('__LOCALE');
  });

  it('refuses a build that prerendered no /login (its languages unknown)', () => {
    const root = fakeBuild();
    rmSync(join(root, 'prerendered'), { recursive: true });
    const result = run('render-nginx.mjs', ['--mode', 'example', '--root', root]);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('prerendered/languages.json');
  });

  it('keeps the /demo/ location for the demo build, which frames its own stand-in widgets', () => {
    const demo = run('render-nginx.mjs', ['--mode', 'demo', '--root', fakeBuild()]).stdout;
    const block = locations(demo).get('/demo/');
    expect(block).toContain("frame-ancestors 'self'");
    expect(block).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
  });
});

describe('the production build check', () => {
  /** A dist/ holding `files`, beside the demo and example configurations the check reads. */
  function check(files: Record<string, string>) {
    const cwd = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    copyFileSync(join(repo, '.env.demo'), join(cwd, '.env.demo'));
    copyFileSync(join(repo, '.env.example'), join(cwd, '.env.example'));
    mkdirSync(join(cwd, 'dist/assets'), { recursive: true });
    writeFileSync(join(cwd, 'dist/index.html'), '<!doctype html>');
    for (const [name, text] of Object.entries(files)) writeFileSync(join(cwd, 'dist', name), text);
    return run('check-production-build.mjs', [], cwd);
  }

  it('passes a build of the portal alone', () => {
    expect(check({ 'assets/index-a1b2.js': 'export {}' }).code).toBe(0);
  });

  it('passes the inline scripts the content security policy allows by their hashes, and no other', () => {
    const page = (script: string) => `<!doctype html><head><script>${script}</script></head>`;
    expect(check({ 'index.html': page(EARLY_READS_SCRIPT) }).code).toBe(0);
    expect(check({ 'login.html': page(FIRST_PAINT_SCRIPT) }).code).toBe(0);
    const refused = check({ 'index.html': page(`${EARLY_READS_SCRIPT};alert(1)`) });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('an inline script the content security policy refuses');
  });
});
