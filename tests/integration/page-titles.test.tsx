import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '@/app/page-title';
import { routes } from '@/app/routes';
import { renderApp } from '../setup/render-app';
import { customers } from '../support/demo';

/** Rohan's email is unverified, so /verify-email stays where it is. */

describe('every route has its own browser title', () => {
  it.each([
    ['/', 'Home · Lark'],
    ['/loan', 'My Loan Profile · Lark'],
    ['/loan?tab=transactions', 'My Loan Profile · Lark'],
    ['/loan/apply', 'Withdraw or repay · Lark'],
    ['/profile', 'Account Details · Lark'],
    ['/faqs', 'FAQs · Lark'],
    ['/help-and-support', 'Help and Support · Lark'],
    ['/verify-email', 'Verify your email · Lark'],
    ['/notifications', 'Notifications · Lark'],
    ['/lenders', 'Lending partners · Lark'],
    ['/grievance', 'Grievance redressal · Lark'],
    ['/privacy', 'Your data and privacy · Lark'],
    ['/no-such-page', 'Page not found · Lark'],
  ])('%s is titled %j', async (path, title) => {
    renderApp(path, { as: customers.rohan });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('/login is titled Login, and so is a signed-out visit to a signed-in page', async () => {
    renderApp('/profile');
    await waitFor(() => expect(document.title).toBe('Login · Lark'));
  });
});

describe('pageTitle', () => {
  it.each([
    ['/loan', 'Acme Capital', 'My Loan Profile · Acme Capital'],
    ['/loan/', 'Lark', 'My Loan Profile · Lark'],
    ['/', 'Lark', 'Home · Lark'],
    ['/loan/apply/x', 'Lark', 'Page not found · Lark'],
  ])('%s under %j reads %j', (path, brand, title) => {
    expect(pageTitle(path, brand)).toBe(title);
  });
});

describe('a page says what its title and its menu entry say', () => {
  // Home's heading is the spec's hero line, /login's the login step's; /profile keeps the spec's
  // 'Account Details' under its menu entry 'Profile Details'.
  const headed = routes.filter(({ path }) => path !== '/' && path !== '/login');

  it.each(headed.map(({ path, title }) => [path, title]))(
    '%s is headed %j',
    async (path, title) => {
      renderApp(path, { as: customers.rohan });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );

  it("names every menu entry as its page is titled, but for the spec's Profile Details", () => {
    const differing = routes.filter(({ nav, title }) => nav && nav !== title).map((r) => r.path);
    expect(differing).toEqual(['/profile']);
  });
});
