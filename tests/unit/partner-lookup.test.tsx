// @vitest-environment-options {"url": "http://acme.localhost/login"}
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { request } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { PartnerProvider, usePartner } from '@/brand/partner-context';

vi.mock('@/lib/api', () => ({ request: vi.fn() }));

const lookup = { url: '/auth/acme/partner' };
const KEY = 'partner:acme';
/** The server answers `body`; like the real `request`, the lookup's schema judges it. */
const answer = (body: object) =>
  vi.mocked(request).mockImplementationOnce(async (schema) => {
    const result = schema.safeParse(body);
    if (!result.success) throw new ApiError(200);
    return result.data;
  });
const refuse = (status: number) =>
  vi.mocked(request).mockRejectedValueOnce(new ApiError(status, 'Partner not found'));

function BrandName() {
  const brand = usePartner();
  return <p>brand: {brand.pending ? '(none yet)' : brand.name}</p>;
}

async function renderPortal() {
  await act(async () => {
    render(
      <PartnerProvider>
        <BrandName />
      </PartnerProvider>,
    );
  });
}

describe('the partner lookup on a partner host', () => {
  it('shows the spinner and is urgent when nothing is kept, then keeps the answer', async () => {
    answer({ company_name: 'Acme Wealth' });
    render(
      <PartnerProvider>
        <BrandName />
      </PartnerProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading partner details');
    expect(await screen.findByText('brand: Acme Wealth')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(expect.anything(), lookup, { urgent: true });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({ company_name: 'Acme Wealth' });
  });

  it('reads the answer inside `data` as the server sends it, with numbers for phone numbers', async () => {
    answer({ data: { company_name: 'Acme Wealth', company_contact_no: 8040000000 } });
    await renderPortal();
    expect(await screen.findByText('brand: Acme Wealth')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({
      company_name: 'Acme Wealth',
      company_contact_no: 8040000000,
    });
  });

  it('renders a kept answer with numbers for phone numbers at once', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ company_name: 'Acme Wealth', company_wa_no: 9876543210 }),
    );
    vi.mocked(request).mockReturnValueOnce(new Promise(() => {}));
    await renderPortal();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('brand: Acme Wealth')).toBeInTheDocument();
  });

  it('keeps the defaults when the answer is not a partner', async () => {
    answer({ company_name: { en: 'Acme Wealth' } });
    await renderPortal();
    expect(await screen.findByText('brand: Lark')).toBeInTheDocument();
  });

  it('renders a returning visitor at once in the kept brand, then refreshes it after the first paint', async () => {
    localStorage.setItem(KEY, JSON.stringify({ company_name: 'Acme Wealth' }));
    let refresh!: (body: object) => void;
    vi.mocked(request).mockReturnValueOnce(new Promise((resolve) => (refresh = resolve)));
    await renderPortal();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('brand: Acme Wealth')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(expect.anything(), lookup, { urgent: false });

    await act(async () => refresh({ company_name: 'Acme Wealth Partners' }));
    expect(screen.getByText('brand: Acme Wealth Partners')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({
      company_name: 'Acme Wealth Partners',
    });
  });

  it.each([
    [500, 'a server error'],
    [0, 'no connection'],
  ])('keeps the kept brand when the refresh fails for a while (%i: %s)', async (status) => {
    localStorage.setItem(KEY, JSON.stringify({ company_name: 'Acme Wealth' }));
    refuse(status);
    await renderPortal();
    expect(screen.getByText('brand: Acme Wealth')).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('forgets a partner that no longer exists (404) and shows the defaults', async () => {
    localStorage.setItem(KEY, JSON.stringify({ company_name: 'Acme Wealth' }));
    refuse(404);
    await renderPortal();
    expect(screen.getByText('brand: Lark')).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('draws the login page at once under no brand, the kept one included, then the lookup’s', async () => {
    localStorage.setItem(KEY, JSON.stringify({ company_name: 'Acme Old Name' }));
    let answerNow!: (body: object) => void;
    vi.mocked(request).mockReturnValueOnce(new Promise((resolve) => (answerNow = resolve)));
    await act(async () => {
      render(
        <PartnerProvider brandless>
          <BrandName />
        </PartnerProvider>,
      );
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('brand: (none yet)')).toBeInTheDocument();
    // The brand waits for it: it goes at once.
    expect(request).toHaveBeenCalledWith(expect.anything(), lookup, { urgent: true });
    await act(async () => answerNow({ company_name: 'Acme Wealth' }));
    expect(screen.getByText('brand: Acme Wealth')).toBeInTheDocument();
  });

  it('shows the kept brand on the login page when the lookup fails for a while, the defaults without one', async () => {
    localStorage.setItem(KEY, JSON.stringify({ company_name: 'Acme Wealth' }));
    refuse(500);
    await act(async () => {
      render(
        <PartnerProvider brandless>
          <BrandName />
        </PartnerProvider>,
      );
    });
    expect(screen.getByText('brand: Acme Wealth')).toBeInTheDocument();
  });

  it.each([
    ['a value that is not a string', '{"company_contact_no":{"toString":null}}'],
    ['a name that is not text', '{"company_name":["Acme"]}'],
    ['not JSON', '{"company_name":'],
    ['not an object', '"Acme Wealth"'],
  ])(
    'treats a kept answer with %s as none: the spinner, then the fresh answer',
    async (_, kept) => {
      localStorage.setItem(KEY, kept);
      refuse(500);
      render(
        <PartnerProvider>
          <BrandName />
        </PartnerProvider>,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Loading partner details');
      expect(await screen.findByText('brand: Lark')).toBeInTheDocument();
      expect(request).toHaveBeenCalledWith(expect.anything(), lookup, { urgent: true });
      expect(localStorage.getItem(KEY)).toBeNull();
    },
  );
});
