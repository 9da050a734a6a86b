// @vitest-environment-options {"url": "http://portal.lark.test/login"}
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { request } from '@/lib/api';
import { PartnerProvider, usePartner } from '@/brand/partner-context';
import { stubConfig } from '../setup/env';

vi.mock('@/lib/api', () => ({ request: vi.fn() }));

function BrandName() {
  return <p>brand: {usePartner().name}</p>;
}

const renderPortal = () =>
  render(
    <PartnerProvider>
      <BrandName />
    </PartnerProvider>,
  );

describe('the facilitator’s own hosts (VITE_OWN_HOSTS)', () => {
  it('shows the defaults’ brand at once on an own host, with no spinner and no partner lookup', async () => {
    stubConfig({ VITE_OWN_HOSTS: 'lark.test,portal.lark.test' });
    // A brand kept from before the host was named an own host changes nothing either.
    localStorage.setItem('partner:portal', JSON.stringify({ company_name: 'Portal Wealth' }));
    renderPortal();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('brand: Lark')).toBeInTheDocument();
    await act(async () => undefined);
    expect(request).not.toHaveBeenCalled();
  });

  it('keeps the lookup and its spinner on a host that is not named', async () => {
    stubConfig({ VITE_OWN_HOSTS: 'lark.test', VITE_PARTNER_DOMAINS: 'lark.test' });
    vi.mocked(request).mockResolvedValueOnce({ company_name: 'Portal Wealth' });
    renderPortal();
    expect(screen.getByRole('status')).toHaveTextContent('Loading partner details');
    expect(await screen.findByText('brand: Portal Wealth')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      expect.anything(),
      { url: '/auth/portal/partner' },
      { urgent: true },
    );
  });
});

describe('the partners’ domains (VITE_PARTNER_DOMAINS)', () => {
  it('looks no partner up on a host outside them: the defaults’ brand at once', async () => {
    stubConfig({ VITE_PARTNER_DOMAINS: 'example.in' });
    renderPortal();
    expect(screen.getByText('brand: Lark')).toBeInTheDocument();
    await act(async () => undefined);
    expect(request).not.toHaveBeenCalled();
  });
});
