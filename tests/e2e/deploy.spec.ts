import { readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import type { Page } from '@playwright/test';
import {
  COOKIE,
  customers,
  expect,
  logInWithCode,
  NGINX_PORT,
  signIn,
  test,
} from './support/fixtures';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';

const base = `http://localhost:${NGINX_PORT}`;

const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
};

/** Sends `request` as it is written (a client would refuse some of these) and reads the answer. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(NGINX_PORT, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(answer) : reject(error),
    );
  });
}

/** How nginx announces a chunk of the demo build it serves, by its source file. */
function preload(source: string): string {
  const manifest = JSON.parse(readFileSync('dist-demo/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} has no chunk in the demo build`);
  return `</${file}>; rel=modulepreload`;
}

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

test.describe('the production web server (nginx)', () => {
  test('sends every security header on the page, a deep route and an asset', async ({
    request,
  }) => {
    const index = await request.get(`${base}/`);
    const asset = (await index.text()).match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    for (const path of ['/', '/loan?tab=transactions', asset ?? '']) {
      const response = await request.get(`${base}${path}`);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers, path).toMatchObject(SECURITY_HEADERS);
      const csp = directives(headers['content-security-policy'] ?? '');
      expect(csp['object-src'], path).toEqual(["'none'"]);
      expect(csp['base-uri'], path).toEqual(["'none'"]);
      expect(csp['form-action'], path).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
      // Violations are reported where VITE_CSP_REPORT_URI says (the demo names one).
      expect(csp['report-uri'], path).toEqual(['https://csp.lark.test/report']);
      expect(csp['report-to'], path).toEqual(['csp']);
      expect(headers['reporting-endpoints'], path).toBe('csp="https://csp.lark.test/report"');
      for (const name of ['script-src', 'connect-src', 'frame-src', 'default-src']) {
        for (const banned of ["'unsafe-inline'", "'unsafe-eval'", 'data:', '*']) {
          expect(csp[name], `${path} ${name}`).not.toContain(banned);
        }
      }
      expect(csp['connect-src'], path).toEqual([
        "'self'",
        'https://api.lark.test',
        'https://sdk-api.lark.test',
        'https://portfolio.lark.test',
      ]);
    }
    expect((await request.get(`${base}${asset}`)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await request.get(`${base}/`)).headers()['cache-control']).toBe('no-cache');
    expect((await request.get(`${base}/loan`)).headers()['cache-control']).toBe('no-cache');
  });

  test('keeps no missing asset for a year, and serves no build metadata', async ({ request }) => {
    // A CDN would keep a cached 404 through the deploy that brings the file.
    const missing = await request.get(`${base}/assets/not-yet-deployed-0123abcd.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-store');
    for (const path of ['/.vite/manifest.json', '/.vite/', '/.env', '/assets/.hidden']) {
      const response = await request.get(`${base}${path}`);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('"isEntry"');
    }
  });

  test('announces the first page’s chunks: the login page without a session; with one, the layout, the loan’s alerts, the api client and the home page', async ({
    request,
  }) => {
    const login = preload('src/features/login/login-route.tsx');
    const shell = preload('src/app/shell/shell-layout.tsx');
    const home = preload('src/app/home-route.tsx');
    // Every signed-in page shows once the loan is read: what reads it comes with the page.
    const alerts = preload('src/app/shell/shell-alerts.tsx');
    const reading = [alerts, preload('src/lib/api-client.ts')];
    // A guest's /login is prerendered on every host, and names its chunks itself (tested below).
    for (const path of ['/', '/loan']) {
      const guest = (await request.get(`${base}${path}`)).headers()['link'];
      expect(guest, path).toContain(login);
      expect(guest, path).not.toContain(shell);
      expect(guest, path).not.toContain(alerts);
    }
    for (const path of ['/login', '/', '/loan']) {
      const member = await request.get(`${base}${path}`, {
        headers: { Cookie: `theme=dark; ${COOKIE}=demo.${customers.priya}.e2e` },
      });
      expect(member.headers()['link'], path).toContain(shell);
      for (const chunk of reading) expect(member.headers()['link'], path).toContain(chunk);
      expect(member.headers()['link'], path).not.toContain(login);
      // A signed-in visit to / or /login shows the home page.
      if (path === '/loan') expect(member.headers()['link'], path).not.toContain(home);
      else expect(member.headers()['link'], path).toContain(home);
    }
  });

  test('announces the api client too on a partner’s host, whose first page waits for the partner lookup (all but the prerendered /login)', async ({
    request,
  }) => {
    const apiClient = preload('src/lib/api-client.ts');
    const link = async (host: string) =>
      (await request.get(`${base}/lenders`, { headers: { Host: host } })).headers()['link'] ?? '';
    for (const host of ['acme.localhost', 'zen.localhost']) {
      expect(await link(host), host).toContain(apiClient);
    }
    for (const host of ['localhost', '127.0.0.1', 'portal.localhost']) {
      expect(await link(host), host).not.toContain(apiClient);
    }
  });

  test('answers with the security headers even where nginx answers itself: 400, 414, 405', async () => {
    const long = 'a'.repeat(9_000);
    for (const [what, request, status] of [
      ['a malformed address', 'GET /% HTTP/1.1', 400],
      ['a 9 kB cookie', `GET / HTTP/1.1\r\nCookie: ${long}`, 400],
      ['a 9 kB address', `GET /${long} HTTP/1.1`, 414],
      ['TRACE', 'TRACE / HTTP/1.1', 405],
    ] as const) {
      const answer = await raw(`${request}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer.split('\r\n')[0], what).toContain(` ${status} `);
      const headers = Object.fromEntries(
        answer
          .split('\r\n\r\n')[0]
          ?.split('\r\n')
          .slice(1)
          .map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 2),
          ]) ?? [],
      );
      expect(headers, what).toMatchObject(SECURITY_HEADERS);
      expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
    }
  });

  test('serves only its configured hosts: any other name gets no answer at all', async () => {
    for (const host of [
      'evil.example',
      'acme_x.localhost',
      'zen.portal.example.in',
      'localhost.evil.example',
    ]) {
      expect(
        await raw(`GET /login HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
        host,
      ).toBe('');
    }
    for (const host of ['portal.localhost', 'acme.localhost', 'localhost', '127.0.0.1']) {
      const answer = await raw(`GET /login HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.split('\r\n')[0], host).toContain(' 200 ');
    }
  });

  test('sends the build’s own maximum-compression Brotli and gzip files as they are', async ({
    request,
  }) => {
    const index = await request.get(`${base}/`);
    const asset = (await index.text()).match(/\/assets\/[^"]+\.js/)?.[0] ?? '';
    const encodings = [
      // What every current browser sends: Brotli wins.
      { accept: 'gzip, deflate, br, zstd', sent: 'br', extension: '.br' },
      { accept: 'gzip', sent: 'gzip', extension: '.gz' },
    ];
    // A page is the app's shell in the visitor's language (the source language's here), which
    // the language cookie and Accept-Language choose.
    for (const [path, file, vary] of [
      ['/loan', '/prerendered/app.en.html', 'Accept-Encoding, Cookie, Accept-Language'],
      [asset, asset, 'Accept-Encoding'],
    ] as const) {
      for (const { accept, sent, extension } of encodings) {
        const response = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': accept } });
        expect(response.headers.get('content-encoding'), `${path} ${accept}`).toBe(sent);
        expect(response.headers.get('vary'), path).toBe(vary);
        // Node's fetch decodes the body; the length on the wire is the precompressed file's size.
        expect(Number(response.headers.get('content-length')), `${path} ${accept}`).toBe(
          statSync(`dist-demo${file}${extension}`).size,
        );
        await response.arrayBuffer();
      }
    }
  });

  test('the main journey runs with no Content-Security-Policy violation, and every redirect stays on the site', async ({
    page,
  }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await page.goto(`${base}/login`);
    await logInWithCode(page, customers.asha);
    await expect(
      page.getByRole('heading', { name: 'Instant Cash Against Mutual Funds' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Check Eligibility' }).first().click();
    const widget = page.frameLocator('iframe[title="Eligibility check"]');
    await widget.getByRole('button', { name: 'Eligible', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to Email Verification' }).click();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially('123456');
    await expect(page).toHaveURL(/\/loan\/apply$/);
    await expect(
      page.getByRole('region', { name: 'Credit line' }).getByText('₹5,00,000').first(),
    ).toBeVisible();
    await page.goto(`${base}/loan?tab=transactions`);
    await expect(page.getByText('No transactions found.')).toBeVisible();
    await page.goto(`${base}/profile`);
    await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu for Asha' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(violations).toEqual([]);
    // Every page the journey reached, by a link, a redirect or a sign-out, is on this site.
    expect(visited.length).toBeGreaterThan(5);
    expect(visited.filter((url) => new URL(url).origin !== base)).toEqual([]);
  });
});

/** The demo's own host (VITE_OWN_HOSTS in .env.demo): no partner lookup, /login prerendered. */
const own = `http://portal.localhost:${NGINX_PORT}`;

/** Every console error or warning of the page (React reports a hydration mismatch there). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

/**
 * Keeps the <main> the browser parsed from the HTML, before any script ran: after hydration it
 * is still the one on screen (a fresh render would have replaced it).
 */
async function keepParsedMain(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLElement && node.tagName === 'MAIN') {
          Object.assign(window, { parsedMain: node });
          observer.disconnect();
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('the prerendered /login (nginx)', () => {
  test('on an own host the login form is in the HTML before any script runs, and only there', async ({
    request,
    browser,
  }) => {
    const html = async (path: string, headers: Record<string, string> = {}) =>
      (await request.get(`${base}${path}`, { headers })).text();
    const page = await html('/login', { Host: 'portal.localhost' });
    expect(page).toContain('data-prerendered="en"');
    expect(page).toContain('<title>Login · Lark</title>');
    expect(page).toMatch(/<label[^>]*>Mobile number<\/label>/);
    expect(page).toMatch(/<button type="submit"[^>]*>Get OTP<\/button>/);
    // Scripts from files (the Content-Security-Policy refuses other inline ones): the start
    // script, which fetches and runs the entry and the login page's chunks after the first
    // paint; nothing else is fetched before it, so the response names no chunk in a Link header.
    // Before it, first in the head, the one inline script, allowed by its hash
    // (scripts/first-paint.mjs).
    expect(page.match(/<script[^>]*>/g)).toEqual([
      '<script>',
      '<script type="module" src="/prerendered/start.js">',
    ]);
    expect(page).not.toContain('modulepreload');
    const start = await (
      await request.get(`${base}/prerendered/start.js`, { headers: { Host: 'portal.localhost' } })
    ).text();
    expect(start).toContain(
      preload('src/features/login/login-route.tsx').replace(/^<|>; rel=modulepreload$/g, ''),
    );
    const headers = (
      await request.get(`${base}/login`, { headers: { Host: 'portal.localhost' } })
    ).headers();
    expect(headers['link']).toBeUndefined();
    // A host with no partner label is one too; a signed-in visitor gets the app shell.
    expect(await html('/login')).toContain('data-prerendered="en"');
    // A partner's host gets its own page, under no brand until the app's lookup answers.
    const partnerPage = await html('/login', { Host: 'acme.localhost' });
    expect(partnerPage).toContain('data-prerendered="en" data-prerendered-for="partner"');
    expect(partnerPage).toContain('<title>Login</title>');
    expect(partnerPage).toMatch(/<label[^>]*>Mobile number<\/label>/);
    expect(partnerPage).not.toMatch(/Lark|lark\.test|Acme|Zen/);
    expect(await html('/login', { Host: 'portal.localhost' })).not.toContain(
      'data-prerendered-for',
    );
    const member = { Host: 'portal.localhost', Cookie: `${COOKIE}=demo.${customers.priya}.e2e` };
    expect(await html('/login', member)).not.toContain('data-prerendered');
    expect(await html('/', { Host: 'portal.localhost' })).not.toContain('data-prerendered');

    // What a person sees with no script at all.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`${own}/login`);
    await expect(bare.getByLabel('Mobile number')).toBeVisible();
    await expect(bare.getByRole('button', { name: 'Get OTP' })).toBeVisible();
    await expect(bare.getByRole('img', { name: 'Lark' })).toBeVisible();
    await context.close();
  });

  test('on an own host the page is hydrated, with no console error, and the login works', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await keepParsedMain(page);
    await page.goto(`${own}/login`);
    const phone = page.getByLabel('Mobile number');
    await phone.fill(customers.asha);
    await expect(page.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
    expect(
      await page.evaluate(
        () => (window as { parsedMain?: Element }).parsedMain === document.querySelector('main'),
      ),
    ).toBe(true);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially('123456');
    await expect(
      page.getByRole('heading', { name: 'Instant Cash Against Mutual Funds' }),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('what this device keeps shows once hydrated, with no mismatch', async ({ page }) => {
    const problems = consoleProblems(page);
    // The script runs in the page: the phone goes in as its argument.
    await page.addInitScript((phone) => {
      sessionStorage.setItem('login:notice', 'elsewhere');
      sessionStorage.setItem('login:phone', phone);
    }, customers.rohan);
    await page.goto(`${own}/login`);
    await expect(page.getByText('You signed out in another tab.')).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toHaveValue(customers.rohan);
    // The cookie notice, acknowledged on this device (the fixture), is gone.
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a visitor who acknowledged the cookie notice gets a first paint without its room: nothing moves as the page hydrates', async ({
    page,
  }) => {
    // Every layout shift from the first paint on (the fixture has acknowledged the notice).
    await recordLayoutShifts(page);
    await page.goto(`${own}/login`);
    await expect(page.getByLabel('Mobile number')).toBeVisible();
    await page.getByLabel('Mobile number').fill(customers.asha);
    // Hydrated: the form answers.
    await expect(page.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('nginx picks the language exactly as the app does: the first lang parameter, then the kept choice, then the browser’s first language unless refused', async ({
    request,
  }) => {
    const hindi = async (query: string, headers: Record<string, string> = {}) => {
      const html = await (
        await request.get(`${base}/login${query}`, {
          headers: { Host: 'portal.localhost', 'Accept-Language': 'en', ...headers },
        })
      ).text();
      return html.includes('<html lang="hi-IN"');
    };
    for (const [query, expected] of [
      ['?lang=hi', true],
      ['?lang=h%69', true],
      ['?LANG=hi', false],
      ['?lang=hi:', false],
      ['?lang=x:hi:', false],
      ['?lang=en&lang=hi', false],
    ] as const) {
      expect(await hindi(query), query).toBe(expected);
      // The app's own reading of the same address (src/lib/i18n/locale.ts).
      expect(new URLSearchParams(query).get('lang') === 'hi', query).toBe(expected);
    }
    for (const [languages, expected] of [
      ['hi', true],
      ['hi-IN,hi;q=0.9,en;q=0.8', true],
      ['hi;q=0', false],
      ['hi;q=0, en', false],
      ['hi;q=0.000', false],
      ['en, hi', false],
    ] as const) {
      expect(await hindi('', { 'Accept-Language': languages }), languages).toBe(expected);
    }
    expect(await hindi('?lang=HI', { Cookie: 'lark-locale=hi' })).toBe(true);
    expect(await hindi('?lang=en', { Cookie: 'lark-locale=hi' })).toBe(false);
  });

  test('a Hindi reader gets /login prerendered in Hindi, hydrated with no English first', async ({
    request,
    browser,
  }) => {
    const html = await (
      await request.get(`${base}/login`, {
        headers: { Host: 'portal.localhost', Cookie: 'lark-locale=hi' },
      })
    ).text();
    expect(html).toContain('<html lang="hi-IN"');
    expect(html).toContain('OTP पाएँ');
    expect(html).toContain('<title>लॉग इन · Lark</title>');
    expect(html).not.toContain('Get OTP');
    // A first visit from a phone set to Hindi: its Accept-Language tells nginx, its first
    // language tells the app.
    const context = await browser.newContext({ locale: 'hi-IN' });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await keepParsedMain(page);
    await page.goto(`${own}/login`);
    await page.getByLabel('मोबाइल नंबर').fill(customers.asha);
    await expect(page.getByRole('button', { name: 'OTP पाएँ' })).toBeEnabled();
    expect(
      await page.evaluate(
        () => (window as { parsedMain?: Element }).parsedMain === document.querySelector('main'),
      ),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a Marathi reader gets /login prerendered in Marathi, its tab title too, hydrated with no English first', async ({
    request,
    browser,
  }, info) => {
    for (const languages of ['mr-IN', 'mr', 'mr-IN,mr;q=0.9,en;q=0.8']) {
      const html = await (
        await request.get(`${base}/login`, {
          headers: { Host: 'portal.localhost', 'Accept-Language': languages },
        })
      ).text();
      expect(html, languages).toContain('<html lang="mr-IN"');
      expect(html, languages).toContain('data-prerendered="mr"');
      expect(html, languages).toContain('OTP मिळवा');
      expect(html, languages).toContain('<title>लॉग इन · Lark</title>');
      expect(html, languages).not.toContain('Get OTP');
    }
    // A first visit from a phone set to Marathi: the tab names the page in Marathi before any
    // script has run, and the page the browser parsed is the one hydrated.
    const context = await browser.newContext({ locale: 'mr-IN' });
    await context.route(/\/prerendered\/start\.js$/, (route) => route.abort());
    const before = await context.newPage();
    await before.goto(`${own}/login`);
    await expect(before).toHaveTitle('लॉग इन · Lark');
    await expect(before.getByRole('button', { name: 'OTP मिळवा' })).toBeVisible();
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await before.setViewportSize({ width, height });
      await before.screenshot({ path: info.outputPath(`login-mr-before-start-${width}.png`) });
    }
    await context.unroute(/\/prerendered\/start\.js$/);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await keepParsedMain(page);
    await page.goto(`${own}/login`);
    await page.getByLabel('मोबाइल नंबर').fill(customers.asha);
    await expect(page.getByRole('button', { name: 'OTP मिळवा' })).toBeEnabled();
    await expect(page).toHaveTitle('लॉग इन · Lark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
    expect(
      await page.evaluate(
        () => (window as { parsedMain?: Element }).parsedMain === document.querySelector('main'),
      ),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    test(`a partner’s host paints the login form under no brand, then its own: never another’s, nothing moving, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const problems = consoleProblems(page);
      await keepParsedMain(page);
      await recordLayoutShifts(page);
      const partner = `http://acme.localhost:${NGINX_PORT}`;
      await page.addInitScript(
        ({ logo }) => {
          // The demo backend answers the lookup 1.5 s late, so the page before it is seen.
          const acme = {
            company_name: 'Acme Wealth',
            company_logo: logo,
            company_email: 'care@acme-wealth.example',
            company_contact_no: '+91 22 6100 2000',
            company_wa_no: '+91 98200 12345',
            company_domain: 'acme.localhost',
          };
          localStorage.setItem(
            'lark-demo-faults',
            JSON.stringify([
              {
                method: 'GET',
                path: '/auth/acme/partner',
                kind: 'json',
                body: acme,
                delayMs: 1500,
              },
            ]),
          );
          // Every brand on screen or in the tab's title, from the first parsed form on.
          const seen: string[] = [];
          Object.assign(window, { seen });
          new MutationObserver(() => {
            const root = document.getElementById('root');
            if (!root?.querySelector('main button[type="submit"]')) return;
            const names = [...root.querySelectorAll('img[alt], [role="img"][aria-label]')].map(
              (element) => element.getAttribute('alt') ?? element.getAttribute('aria-label'),
            );
            const text = `${root.textContent ?? ''} ${document.title}`;
            const brands = ['Acme Wealth', 'Zen Investments', 'Lark', 'lark.test'].filter(
              (name) => names.includes(name) || text.includes(name),
            );
            const now = brands.join(' + ') || 'no brand';
            if (seen.at(-1) !== now) seen.push(now);
          }).observe(document, { childList: true, subtree: true, characterData: true });
        },
        { logo: `${partner}/demo/acme-logo.svg` },
      );
      await page.goto(`${partner}/login`);
      // Before the lookup answers: the form, usable, under no brand.
      await expect(page.getByLabel('Mobile number')).toBeEditable();
      await expect(page.getByRole('button', { name: 'Get OTP' })).toBeVisible();
      await expect(page).toHaveTitle('Login');
      // Then the partner's.
      await expect(page.getByRole('img', { name: 'Acme Wealth' })).toBeVisible();
      await expect(page.getByText('Acme Wealth is a lending service provider.')).toBeVisible();
      await expect(page).toHaveTitle('Login · Acme Wealth');
      expect(await page.evaluate(() => (window as { seen?: string[] }).seen)).toEqual([
        'no brand',
        'Acme Wealth',
      ]);
      // Hydrated as it was parsed, not drawn afresh; no console error (a hydration mismatch).
      expect(
        await page.evaluate(
          () => (window as { parsedMain?: Element }).parsedMain === document.querySelector('main'),
        ),
      ).toBe(true);
      expect(problems).toEqual([]);
      // The logo's room is kept; the contacts' places may wrap their line differently.
      const shifts = await layoutShifts(page);
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        JSON.stringify(shifts, null, 1),
      ).toBeLessThanOrEqual(0.02);
    });
  }

  test('a signed-in person opening /login on an own host goes to /', async ({ page, context }) => {
    await signIn(context, customers.priya, 'portal.localhost');
    await page.goto(`${own}/login`);
    await expect(page).toHaveURL(`${own}/`);
    await expect(page.getByRole('button', { name: 'Account menu for Priya' })).toBeVisible();
  });
});

test.describe('every other page’s shell (nginx)', () => {
  test('a Marathi reader gets the app’s shell in Marathi, its language and tab title before any script runs, on a partner’s host too', async ({
    request,
    browser,
  }) => {
    const shell = async (host: string, languages: string) =>
      (
        await request.get(`${base}/loan`, {
          headers: {
            Host: host,
            'Accept-Language': languages,
            Cookie: `${COOKIE}=demo.${customers.priya}.e2e`,
          },
        })
      ).text();
    for (const host of ['portal.localhost', 'acme.localhost']) {
      const html = await shell(host, 'mr-IN,mr;q=0.9,en;q=0.8');
      expect(html, host).toContain('<html lang="mr-IN"');
      expect(html, host).toContain('<title>रोख्यांवर कर्ज</title>');
      expect(html, host).not.toContain('Loan against securities');
      const english = await shell(host, 'en-IN');
      expect(english, host).toContain('<html lang="en-IN"');
      expect(english, host).toContain('<title>Loan against securities</title>');
    }
    // The app starts from it as from index.html, and names the page in Marathi.
    const context = await browser.newContext({ locale: 'mr-IN' });
    await signIn(context, customers.priya, 'portal.localhost');
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await page.goto(`${own}/loan`);
    await expect(page.getByRole('tab', { name: 'कर्जाची माहिती', selected: true })).toBeVisible();
    await expect(page).toHaveTitle('माझे कर्ज · Lark');
    expect(problems).toEqual([]);
    await context.close();
  });
});
