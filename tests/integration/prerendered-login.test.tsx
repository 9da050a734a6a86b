import { describe, expect, it } from 'vitest';
import { prerenderLogin } from '@/prerender-login';

/*
 * What the production build writes for nginx to send. Its hydration is tested in the browser, on
 * the real build (tests/e2e/deploy.spec.ts): React's server renderer leaves the router's context
 * set in the modules it rendered with, so a page hydrated in this same module graph would not be
 * the browser's.
 */
describe('the prerendered /login', () => {
  it('holds the login form in its HTML, in the defaults’ brand, with no script', async () => {
    const { body: html, title } = await prerenderLogin('en');
    expect(title).toBe('Login · Lark');
    expect(html).toContain('Mobile number');
    expect(html).toContain('Get OTP');
    expect(html).toContain('aria-label="Lark"');
    expect(html).not.toContain('Loading partner details');
    // Our Content-Security-Policy refuses inline scripts.
    expect(html).not.toMatch(/<script/i);
    // The cookie notice keeps its room, as it does when the page renders in the browser.
    expect(html).toContain('aria-label="Cookie notice"');
  });

  it('holds the form for a partner’s host under no brand: no one’s name, logo or contacts, the places kept', async () => {
    const { body: html, title } = await prerenderLogin('en', { partner: true });
    expect(title).toBe('Login');
    expect(html).toContain('Mobile number');
    expect(html).toContain('Get OTP');
    expect(html).not.toContain('Lark');
    expect(html).not.toContain('support@');
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('Loading partner details');
    // The logo's, the two contacts' and the name's places, silent to a screen reader.
    expect(html.match(/<span aria-hidden="true" class="[^"]*animate-pulse/g)).toHaveLength(4);
    expect(html).not.toMatch(/<script/i);
  });

  it('prerenders in Hindi for a Hindi reader: no English first, the tab title included', async () => {
    const { body: html, title } = await prerenderLogin('hi');
    // What the app names the tab once it runs (src/app/page-title.tsx).
    expect(title).toBe('लॉग इन · Lark');
    expect(html).toContain('OTP पाएँ');
    expect(html).toContain('मोबाइल नंबर');
    expect(html).not.toContain('Get OTP');
    expect(html).not.toMatch(/<script/i);
  });

  it('prerenders in Marathi for a Marathi reader, the tab title included', async () => {
    const { body: html, title } = await prerenderLogin('mr');
    expect(title).toBe('लॉग इन · Lark');
    expect(html).toContain('OTP मिळवा');
    expect(html).not.toContain('Get OTP');
  });
});
