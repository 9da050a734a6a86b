import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from '@/lib/load-script';
import { SCRIPT_LOAD_TIMEOUT_MS } from '@/config/constants';
import { formatDate, formatRupees } from '@/lib/format';
import { addDays, istDay } from '@/lib/ist';
import { db } from '@/mocks/db';
import { DEMO_BANK } from '@/mocks/seed-loans';
import { stubConfig } from '../setup/env';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { steadyClock } from '../setup/steady-clock';
import { owedNow } from '../setup/demo-books';
import { customers, API } from '../support/demo';

vi.mock('@/lib/load-script', () => ({ loadScript: vi.fn() }));

const submit = vi.fn();
const construct = vi.fn();

/** The script arrives and defines the SDK. */
const scriptLoads = async () => {
  window.Volt = class {
    constructor(options: unknown) {
      construct(options);
    }
    submit = submit;
  } as unknown as Window['Volt'];
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(loadScript).mockImplementation(scriptLoads);
});
afterEach(() => {
  delete window.Volt;
});

/** The sentence as a person reads it, 'Contact our team' being a link inside it. */
const notReadyMessage = () =>
  screen.findByText(
    (_, element) =>
      element?.tagName === 'P' &&
      element.textContent === 'Try again after some time or Contact our team.',
  );

describe('/loan/apply', () => {
  it("shows 'Please wait...' for 5 s and launches Volt with the tokens", async () => {
    const clock = steadyClock(5_000);
    renderApp('/loan/apply', { as: customers.priya });
    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    await waitFor(() => expect(submit).toHaveBeenCalled());
    // Once: a re-render does not launch the credit line again.
    expect(submit).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith(
      'http://localhost:3000/demo/volt-sdk.js',
      SCRIPT_LOAD_TIMEOUT_MS,
      // The demo's own script is pinned too (docs/decisions/0008-credit-line-script-pin.md).
      { integrity: expect.stringMatching(/^sha384-/) },
    );
    expect(construct).toHaveBeenCalledWith({
      environment: 'staging',
      voltPlatformCode: 'demo-platform',
      customerSsoToken: `volt-sso.${customers.priya}`,
      divId: expect.stringMatching(/^volt-/),
      launchMode: 'div',
      iframeWidth: 550,
      iframeHeight: 700,
    });
    expect(submit).toHaveBeenCalledWith(
      `volt-auth.${customers.priya}`,
      'VOLT3212',
      `volt-sso.${customers.priya}`,
    );
    await clock.at(4_000);
    expect(screen.getByText('Please wait...')).toBeInTheDocument();
    await clock.at(5_100);
    expect(screen.queryByText('Please wait...')).not.toBeInTheDocument();
  });

  it('loads the pinned script version only (VITE_VOLT_SCRIPT_INTEGRITY)', async () => {
    const integrity = `sha384-${'a'.repeat(64)}`;
    stubConfig({ VITE_VOLT_SCRIPT_INTEGRITY: integrity });
    renderApp('/loan/apply', { as: customers.priya });
    await waitFor(() =>
      expect(loadScript).toHaveBeenCalledWith(
        'http://localhost:3000/demo/volt-sdk.js',
        SCRIPT_LOAD_TIMEOUT_MS,
        { integrity },
      ),
    );
  });

  it('asks to try again later when the tokens are not complete', async () => {
    renderApp('/loan/apply', { as: customers.rohan });
    expect(await notReadyMessage()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact our team' })).toHaveAttribute(
      'href',
      '/help-and-support',
    );
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('asks to try again later when the tokens cannot be fetched', async () => {
    server.use(http.get(`${API}/volt/tokens`, () => HttpResponse.error()));
    renderApp('/loan/apply', { as: customers.priya });
    expect(await notReadyMessage()).toBeInTheDocument();
  });

  it.each([
    [
      'the script fails to load',
      () => vi.mocked(loadScript).mockRejectedValue(new Error('offline')),
    ],
    [
      'the constructor throws',
      () =>
        vi.mocked(loadScript).mockImplementation(async () => {
          window.Volt = vi.fn(function Volt() {
            throw new Error('bad options');
          }) as unknown as Window['Volt'];
        }),
    ],
  ])("says 'Something went wrong' when %s", async (_case, arrange) => {
    arrange();
    renderApp('/loan/apply', { as: customers.priya });
    expect(await screen.findByText('Failed to initialize Volt SDK.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByText('Please wait...')).not.toBeInTheDocument();
  });

  it('launches again when the person presses Try Again after a failed load', async () => {
    vi.mocked(loadScript).mockRejectedValue(new Error('offline'));
    const { user } = renderApp('/loan/apply', { as: customers.priya });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    vi.mocked(loadScript).mockImplementation(scriptLoads);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('says nothing about a load that ends after the customer has left', async () => {
    let failLoad: (error: Error) => void = () => undefined;
    vi.mocked(loadScript).mockImplementation(
      () => new Promise<void>((_, reject) => (failLoad = reject)),
    );
    const { user } = renderApp('/loan/apply', { as: customers.priya });
    await waitFor(() => expect(loadScript).toHaveBeenCalled());
    await user.click((await screen.findAllByRole('link', { name: 'Home' }))[0] as HTMLElement);
    // The credit line's box has left the page with it.
    await waitFor(() => expect(document.querySelector('[id^="volt-"]')).toBeNull());
    await act(async () => failLoad(new Error('Timed out loading')));
    expect(screen.queryByText('Failed to initialize Volt SDK.')).not.toBeInTheDocument();
  });
});

/** The widget moves money as the demo one does: through the Volt service, with its own token. */
async function widgetRepays(amount: number) {
  await waitFor(() => expect(construct).toHaveBeenCalled());
  const { customerSsoToken } = construct.mock.calls[0]?.[0] as { customerSsoToken: string };
  const answer = await fetch(new URL('/demo-api/volt/repay', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customerSsoToken}` },
    body: JSON.stringify({ amount }),
  });
  expect(answer.ok).toBe(true);
}

const shortfallBanner = () => screen.queryByRole('region', { name: 'Margin shortfall' });

describe("the loan's data follows what happens in the credit line", () => {
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('takes the margin shortfall banner away once a repayment clears it, on the same page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderApp('/loan/apply', { as: customers.meera });
    // Repaying exactly what the banner says cures it, whatever the repayment pays first.
    const { shortfall, shown } = owedNow('meera');
    expect(await screen.findByRole('region', { name: 'Margin shortfall' })).toHaveTextContent(
      `Your loan is ${shown.shortfall} above what your pledged funds allow.`,
    );
    await widgetRepays(shortfall);
    await act(() => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(shortfallBanner()).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/loan/apply');
  });

  it('shows the repayment under Transactions and its notification, without reloading', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { user } = renderApp('/loan?tab=transactions', { as: customers.meera });
    const list = within(await screen.findByRole('tabpanel'));
    const before = (await list.findAllByRole('listitem')).length;
    const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
    const unread = Number(/(\d+) unread/.exec(bell.getAttribute('aria-label') ?? '')?.[1]);

    const banner = await screen.findByRole('region', { name: 'Margin shortfall' });
    await user.click(within(banner).getByRole('link', { name: 'Repay now' }));
    const { shortfall } = owedNow('meera');
    await widgetRepays(10_000);
    await act(() => vi.advanceTimersByTime(5_000));
    expect(
      await screen.findByRole('button', { name: `Notifications, ${unread + 1} unread` }),
    ).toBeInTheDocument();
    // ₹10,000 lowers the shortfall by ₹10,000, whatever it pays first.
    expect(await screen.findByRole('region', { name: 'Margin shortfall' })).toHaveTextContent(
      `Your loan is ${formatRupees(Math.round((shortfall - 10_000) * 100) / 100)} above`,
    );

    await user.click(screen.getAllByRole('link', { name: 'My Loan Profile' })[0] as HTMLElement);
    await user.click(await screen.findByRole('tab', { name: 'Transactions' }));
    const after = within(await screen.findByRole('tabpanel'));
    await waitFor(() => expect(after.getAllByRole('listitem')).toHaveLength(before + 1));
    expect(after.getAllByRole('listitem')[0]).toHaveTextContent('₹10,000');
  });

  it('reads the loan again when the customer comes back to the tab, however recent it was', async () => {
    renderApp('/loan', { as: customers.meera });
    expect(await screen.findByRole('region', { name: 'Margin shortfall' })).toBeInTheDocument();
    // Paid elsewhere (the lender's own app) while this tab was in the background.
    db.update((state) => {
      state.customers[customers.meera]?.transactions.push({
        id: 'txn-elsewhere',
        created_at: new Date().toISOString(),
        event_type: 'REPAYMENT_SUCCESSFUL',
        status: 'SUCCESSFUL',
        event_details: { ...DEMO_BANK, application_type: 'CREDIT_LINE', repayment_amount: 50_000 },
      });
    });
    act(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await waitFor(() => expect(shortfallBanner()).not.toBeInTheDocument());
  });
});

describe("'Pay now' on the interest banner", () => {
  const dueIn5Days = () => formatDate(addDays(istDay(new Date()), 5));

  it('opens the credit line with the interest amount and due date above it', async () => {
    const { user } = renderApp('/', { as: customers.priya });
    const banner = within(await screen.findByRole('region', { name: 'Interest' }));
    await user.click(banner.getByRole('link', { name: 'Pay now' }));
    await waitFor(() => expect(window.location.pathname).toBe('/loan/apply'));
    const notice = await screen.findByText(
      `Interest of ${owedNow('priya').shown.interest} is due on ${dueIn5Days()}`,
    );
    await waitFor(() => expect(construct).toHaveBeenCalled());
    const { divId } = construct.mock.calls[0]?.[0] as { divId: string };
    const widget = document.getElementById(divId);
    expect(widget).not.toBeNull();
    expect(notice.compareDocumentPosition(widget as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('says nothing of interest when the credit line is opened another way', async () => {
    const { user } = renderApp('/', { as: customers.priya });
    // The loan is known (its banner shows) before the credit line opens.
    await screen.findByRole('region', { name: 'Interest' });
    const [getCash] = await screen.findAllByRole('button', { name: 'Get Cash' });
    await user.click(getCash as HTMLElement);
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/loan/apply');
    expect(screen.queryByText(/^Interest of /)).not.toBeInTheDocument();
  });
});
