import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../setup/render-app';
import { customers } from '../support/demo';

const DISCLOSURE =
  'Loans are provided by Kestrel Finance Limited and Banyan Capital Private Limited, regulated by the Reserve Bank of India. Lark is a lending service provider.';

describe('lender disclosure', () => {
  it('ends /login with the lenders, and the links to /lenders and /grievance', async () => {
    renderApp('/login');
    expect(await screen.findByText(DISCLOSURE)).toBeInTheDocument();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Lending partners' })).toHaveAttribute(
      'href',
      '/lenders',
    );
    expect(within(legal).getByRole('link', { name: 'Grievance redressal' })).toHaveAttribute(
      'href',
      '/grievance',
    );
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(within(legal).getByRole('link', { name: 'Terms of Use' })).toBeInTheDocument();
    expect(within(legal).queryByRole('link', { name: 'Your data and privacy' })).toBeNull();
  });

  it('ends a signed-in page too, with a link to /privacy', async () => {
    renderApp('/faqs', { as: customers.asha });
    expect(await screen.findByText(DISCLOSURE)).toBeInTheDocument();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Your data and privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

describe('/lenders and /grievance', () => {
  it('lists each lender with its RBI registration and website, signed out', async () => {
    renderApp('/lenders');
    expect(await screen.findByRole('heading', { name: 'Lending partners' })).toBeInTheDocument();
    const kestrel = screen.getByRole('region', { name: 'Kestrel Finance Limited' });
    expect(kestrel).toHaveTextContent('RBI registration: N-14.03721');
    expect(within(kestrel).getByRole('link', { name: /kestrel-finance\.example/ })).toHaveAttribute(
      'href',
      'https://kestrel-finance.example',
    );
    expect(screen.getByRole('region', { name: 'Banyan Capital Private Limited' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toBe('Lending partners · Lark'));
  });

  it('shows our officer and each lender’s, the 30 days and the RBI ombudsman', async () => {
    renderApp('/grievance');
    expect(await screen.findByRole('heading', { name: 'Grievance redressal' })).toBeVisible();
    const ours = screen.getByRole('region', { name: 'Our grievance redressal officer' });
    expect(ours).toHaveTextContent('Meenakshi Raman');
    expect(within(ours).getByRole('link', { name: 'grievance@lark.test' })).toHaveAttribute(
      'href',
      'mailto:grievance@lark.test',
    );
    expect(within(ours).getByRole('link', { name: '+91 80 4000 3300' })).toHaveAttribute(
      'href',
      'tel:+918040003300',
    );
    const banyan = screen.getByRole('region', { name: 'Banyan Capital Private Limited' });
    expect(banyan).toHaveTextContent('Farah Siddiqui');
    expect(within(banyan).getByRole('link', { name: '+91 44 4000 2200' })).toHaveAttribute(
      'href',
      'tel:+914440002200',
    );
    expect(screen.getByText(/answer every complaint within 30 days/)).toBeVisible();
    expect(screen.getByText(/not resolved within 30 days/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'https://cms.rbi.org.in' })).toHaveAttribute(
      'href',
      'https://cms.rbi.org.in',
    );
  });

  it('shows inside the shell when signed in', async () => {
    renderApp('/grievance', { as: customers.asha });
    expect(await screen.findByRole('heading', { name: 'Grievance redressal' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});
