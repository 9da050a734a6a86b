// @vitest-environment-options {"url": "http://acme.localhost/login"}
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/lib/api';
import { PartnerProvider } from '@/session/partner-context';

vi.mock('@/lib/api', () => ({
  request: vi.fn(() => Promise.resolve({ company_name: 'Acme Wealth' })),
}));

afterEach(() => {
  sessionStorage.clear();
  vi.mocked(request).mockClear();
});

const lookup = { url: '/auth/acme/partner' };

describe('the partner lookup on a partner host', () => {
  it('is urgent when the spinner waits for it: nothing cached in this tab', async () => {
    render(<PartnerProvider>page</PartnerProvider>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading partner details');
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(expect.anything(), lookup, { urgent: true });
  });

  it('waits for the first paint when a cached answer renders the page at once', async () => {
    sessionStorage.setItem('partner:acme', JSON.stringify({ company_name: 'Acme Wealth' }));
    await act(async () => {
      render(<PartnerProvider>page</PartnerProvider>);
    });
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(expect.anything(), lookup, { urgent: false });
  });
});
