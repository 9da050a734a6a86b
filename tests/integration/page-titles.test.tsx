import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '@/app/page-title';
import { renderApp } from '../setup/render-app';
import { ROHAN } from '../support/demo';

/** Rohan's email is unverified, so /verify-email stays where it is. */

describe('every route has its own browser title', () => {
  it.each([
    ['/', 'Home · Lark'],
    ['/loan', 'My Loan · Lark'],
    ['/loan?tab=transactions', 'My Loan · Lark'],
    ['/loan/apply', 'Get Cash · Lark'],
    ['/profile', 'Account Details · Lark'],
    ['/faqs', 'FAQs · Lark'],
    ['/help-and-support', 'Help and Support · Lark'],
    ['/verify-email', 'Verify Email · Lark'],
    ['/notifications', 'Notifications · Lark'],
    ['/lenders', 'Lending partners · Lark'],
    ['/grievance', 'Grievance redressal · Lark'],
    ['/privacy', 'Your data and privacy · Lark'],
    ['/no-such-page', 'Page not found · Lark'],
  ])('%s is titled %j', async (path, title) => {
    renderApp(path, { as: ROHAN });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('/login is titled Login, and so is a signed-out visit to a signed-in page', async () => {
    renderApp('/profile');
    await waitFor(() => expect(document.title).toBe('Login · Lark'));
  });
});

describe('pageTitle', () => {
  it.each([
    ['/loan', 'Acme Capital', 'My Loan · Acme Capital'],
    ['/loan/', 'Lark', 'My Loan · Lark'],
    ['/', 'Lark', 'Home · Lark'],
    ['/loan/apply/x', 'Lark', 'Page not found · Lark'],
  ])('%s under %j reads %j', (path, brand, title) => {
    expect(pageTitle(path, brand)).toBe(title);
  });
});
