import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { stubConfig } from '../setup/env';
import { server } from '../setup/msw-server';
import { recordCalls } from '../setup/record-calls';
import { renderApp } from '../setup/render-app';
import { steadyClock } from '../setup/steady-clock';
import { owedNow } from '../setup/demo-books';
import { customers, API, SDK, idOf } from '../support/demo';

/** The first home button with this label (a dialog above it makes it inert, so hidden counts). */
const action = (name: string) =>
  screen.findAllByRole('button', { name, hidden: true }).then((all) => all[0] as HTMLElement);

/** The widget posts a message to the page, as the real one does from its frame. */
function widgetSays(data: unknown, overrides: Partial<MessageEventInit> = {}) {
  const frame = screen.getByTitle('Eligibility check') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: window.location.origin,
        source: frame.contentWindow,
        ...overrides,
      }),
    );
  });
}

async function openWidget(phone = customers.asha) {
  const view = renderApp('/', { as: phone });
  await view.user.click(await action('Check Eligibility'));
  await screen.findByTitle('Eligibility check');
  return view;
}

describe('the home page', () => {
  it('renders the hero and the claims without waiting for any call', () => {
    renderApp('/', { as: customers.asha });
    return screen
      .findByRole('heading', { name: 'Instant Cash Against Mutual Funds', level: 1 })
      .then(async () => {
        // Below the fold, drawn once the hero's frame is (docs/performance.md#signed-in-pages).
        expect(await screen.findByRole('heading', { name: 'Why Choose Us' })).toBeInTheDocument();
        expect(screen.getByText('Loans up to ₹5 crore')).toBeInTheDocument();
        expect(screen.queryByText(/\bRs\b/)).not.toBeInTheDocument();
        expect(screen.getByText('Credit card')).toBeInTheDocument();
        expect(screen.getByText('35%')).toBeInTheDocument();
        expect(screen.getByText('18%')).toBeInTheDocument();
        expect(screen.getByText('from 10.25%')).toBeInTheDocument();
      });
  });

  it.each([
    [customers.asha, 'Check Eligibility'],
    [customers.vikram, 'Check Eligibility'],
    [customers.rohan, 'Get Cash'],
    [customers.priya, 'Get Cash'],
  ])('labels the button for %s: %s', async (phone, label) => {
    renderApp('/', { as: phone });
    expect(await action(label)).toBeEnabled();
  });

  it('sends a verified customer to the credit line', async () => {
    const { user } = renderApp('/', { as: customers.priya });
    await user.click(await action('Get Cash'));
    await waitFor(() => expect(window.location.pathname).toBe('/loan/apply'));
  });

  it("shows 'Redirecting...' and goes to /verify-email after 500 ms for an accepted offer", async () => {
    const clock = steadyClock(500);
    const { user } = renderApp('/', { as: customers.rohan });
    // The page as a person sees it, its calculator drawn: its code arrives inside the test's
    // waits, never after them (on a busy machine it arrived once the test had moved on).
    await screen.findByLabelText('Equity mutual funds');
    await user.click(await action('Get Cash'));
    expect(screen.getByText('Redirecting...')).toHaveAttribute('role', 'status');
    await clock.at(450);
    expect(window.location.pathname).toBe('/');
    await clock.at(550);
    expect(window.location.pathname).toBe('/verify-email');
  });
});

describe("the hero's credit line", () => {
  it('shows Priya her own available and used amounts, with a link to her loan, and no example', async () => {
    renderApp('/', { as: customers.priya });
    const line = within(await screen.findByRole('region', { name: 'Your credit line' }));
    const { shown } = owedNow('priya');
    expect(line.getByText(shown.available)).toBeInTheDocument();
    expect(line.getByText('available to withdraw')).toBeInTheDocument();
    expect(line.getByText(`${shown.total} used`)).toBeInTheDocument();
    expect(line.getByText('limit ₹5,00,000')).toBeInTheDocument();
    expect(line.getByRole('link', { name: 'View my loan' })).toHaveAttribute('href', '/loan');
    expect(screen.queryByText('Example credit line')).not.toBeInTheDocument();
  });

  it('shows Meera, in shortfall, nothing left to withdraw and what she owes', async () => {
    renderApp('/', { as: customers.meera });
    const line = within(await screen.findByRole('region', { name: 'Your credit line' }));
    expect(line.getByText('₹0')).toBeInTheDocument();
    expect(line.getByText(`${owedNow('meera').shown.total} used`)).toBeInTheDocument();
    expect(screen.queryByText('Example credit line')).not.toBeInTheDocument();
  });

  it("opens a borrower's home with her line, not with the pitch to a newcomer", async () => {
    renderApp('/', { as: customers.priya });
    await screen.findByRole('region', { name: 'Your credit line' });
    expect(
      screen.getByRole('heading', { name: 'Instant Cash Against Mutual Funds', level: 1 }),
    ).toBeInTheDocument();
    expect(await action('Get Cash')).toBeEnabled();
    expect(
      screen.queryByText(/^Get a credit line against your mutual funds/),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/^Rates from 10.25% p.a. · /)).not.toBeInTheDocument();
    // The claims stay on the page (docs/product.md#marketing-claims).
    expect(
      await screen.findByRole('heading', { name: 'Rates from 10.25% p.a.' }),
    ).toBeInTheDocument();
  });

  it('pitches the line to a customer without one', async () => {
    renderApp('/', { as: customers.asha });
    expect(
      await screen.findByText(/^Get a credit line against your mutual funds/),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Rates from 10.25% p.a. · /)).toBeInTheDocument();
  });

  it('says the loan could not be read, with Try again, instead of pitching a line to a borrower', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/loan/details`, () =>
        fail ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp('/', { as: customers.priya });
    expect(
      await screen.findByText('We could not load your loan. Please try again.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(/^Get a credit line against your mutual funds/),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/^Rates from 10.25% p.a. · /)).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Your credit line' })).toBeInTheDocument();
  });

  it("offers no 'Get Cash' when nothing is left to withdraw (Meera, in shortfall)", async () => {
    renderApp('/', { as: customers.meera });
    await screen.findByRole('region', { name: 'Your credit line' });
    expect(
      screen.queryByRole('button', { name: 'Get Cash', hidden: true }),
    ).not.toBeInTheDocument();
  });

  it("says the example's figures are an example, at the rate a line against funds carries", async () => {
    renderApp('/', { as: customers.asha });
    const example = within(
      await screen.findByRole('figure', { name: /^Example: pledge ₹10,00,000 of mutual funds/ }),
    );
    expect(example.getByText('₹3,50,000')).toBeInTheDocument();
    expect(example.getByText('could be available to withdraw')).toBeInTheDocument();
    expect(example.queryByText('available to withdraw')).not.toBeInTheDocument();
    // The FAQ's and the calculator's 10.5% a year: ₹1,50,000 for 30 days.
    expect(example.getByText('₹1,295')).toBeInTheDocument();
    expect(
      example.getByText(/pay interest at 10.5% p.a. only on what you use/),
    ).toBeInTheDocument();
  });

  it('shows the example to a customer without a line, and to her only', async () => {
    renderApp('/', { as: customers.asha });
    expect(await screen.findByText('Example credit line')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your credit line' })).not.toBeInTheDocument();
  });
});

describe('the eligibility widget', () => {
  it("loads, then asks for the form, and sends the customer's data to the widget's origin only", async () => {
    await openWidget();
    expect(await action('Loading...')).toBeDisabled();
    const frame = screen.getByTitle('Eligibility check') as HTMLIFrameElement;
    const url = new URL(frame.src);
    expect(url.pathname).toBe('/demo/eligibility-widget.html');
    // The narrowest sandbox the protocol works under: its scripts, and its own origin, whose
    // messages are the only ones accepted. No forms, popups, downloads or top navigation.
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      authKey: 'demo-sdk-key',
      authSecret: 'demo-sdk-secret',
      phoneNumber: customers.asha,
    });
    expect(url.searchParams.get('sessionId')).toMatch(/^sess-/);
    expect(JSON.parse(url.searchParams.get('theme') ?? '')).toMatchObject({
      primaryColor: '#0f766e',
    });
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    widgetSays({ type: 'READY' });
    expect(await action('Please complete the form')).toBeDisabled();
    expect(post).toHaveBeenCalledWith(
      {
        type: 'USER_DATA_UPDATE',
        data: {
          phone: customers.asha,
          first_name: 'Asha',
          last_name: 'Verma',
          email: 'asha.verma@example.com',
          pan: 'ABCPV1234A',
        },
        metadata: { partnerId: 'lark-demo' },
      },
      window.location.origin,
    );
  });

  it('answers a widget on its own origin with that origin as the only target', async () => {
    // On the demo the widget shares the portal's origin; a real one is elsewhere.
    stubConfig({ VITE_SDK_WIDGET_URL: 'https://sdk.lark.test/widget.html' });
    await openWidget();
    const frame = screen.getByTitle('Eligibility check') as HTMLIFrameElement;
    expect(new URL(frame.src).origin).toBe('https://sdk.lark.test');
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    widgetSays({ type: 'READY' }, { origin: window.location.origin });
    expect(await action('Loading...')).toBeDisabled();
    expect(post).not.toHaveBeenCalled();
    widgetSays({ type: 'READY' }, { origin: 'https://sdk.lark.test' });
    expect(await action('Please complete the form')).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'USER_DATA_UPDATE' }),
      'https://sdk.lark.test',
    );
  });

  it('ignores a message forged by another origin or another window', async () => {
    await openWidget();
    widgetSays(
      { type: 'ELIGIBILITY_RESULT', data: { message: 'Portfolio not found' } },
      { origin: 'https://evil.example' },
    );
    widgetSays({ type: 'CLOSE' }, { source: window });
    widgetSays({ type: 'NOT_A_TYPE' });
    widgetSays('READY');
    expect(screen.getByTitle('Eligibility check')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Portfolio Not Found' })).not.toBeInTheDocument();
  });

  it("shows No Offers for 'No credit limit available' and keeps the status", async () => {
    const updates = recordCalls('/auth/update-application-status/cust-asha');
    const sync = recordCalls('/users/larkdata');
    await openWidget();
    widgetSays({ type: 'ELIGIBILITY_RESULT', data: { message: 'No credit limit available' } });
    const dialog = await screen.findByRole('dialog', { name: 'No Offers Available' });
    expect(dialog).toHaveTextContent(
      'Currently no offer available for you. We will meet in future with better opportunities.',
    );
    await waitFor(() => expect(sync).toHaveLength(1));
    expect(updates).toHaveLength(0);
  });

  it("sets OFFER_NOT_FOUND for 'User is not eligible for any offer'", async () => {
    const updates = recordCalls('/auth/update-application-status/cust-asha');
    await openWidget();
    widgetSays({
      type: 'ELIGIBILITY_RESULT',
      data: { message: 'User is not eligible for any offer' },
    });
    await screen.findByRole('dialog', { name: 'No Offers Available' });
    await waitFor(() => expect(updates[0]?.body).toEqual({ status: 'OFFER_NOT_FOUND' }));
  });

  it('sets PORTFOLIO_NOT_FOUND and explains it', async () => {
    const updates = recordCalls('/auth/update-application-status/cust-asha');
    await openWidget();
    widgetSays({ type: 'ELIGIBILITY_RESULT', data: { message: 'Portfolio not found' } });
    const dialog = await screen.findByRole('dialog', { name: 'Portfolio Not Found' });
    expect(dialog).toHaveTextContent(
      "We couldn't find your investment portfolio. Please check your details and try again.",
    );
    await waitFor(() => expect(updates[0]?.body).toEqual({ status: 'PORTFOLIO_NOT_FOUND' }));
  });

  it('fetches offers with +91, accepts the offer and continues to email verification', async () => {
    const offers = recordCalls('/loan-sdk/get-offers');
    const updates = recordCalls('/auth/update-application-status/cust-asha');
    const { user } = await openWidget();
    widgetSays({
      type: 'ELIGIBILITY_RESULT',
      data: { message: 'Eligibility check completed successfully' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(offers[0]?.body).toEqual({ phone: `+91${customers.asha}` });
    expect(offers[0]?.headers.get('x-sdk-key')).toBe('demo-sdk-key');
    expect(offers[0]?.headers.has('authorization')).toBe(false);
    await waitFor(() => expect(updates[0]?.body).toEqual({ status: 'OFFER_ACCEPTED' }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Continue to Email Verification' }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/verify-email'));
  });

  it('shows the server’s refusal of a status change and puts the button back', async () => {
    // The server decides (docs/demo-backend.md#rules): here it has no offer on record for Asha.
    server.use(
      http.post(`${SDK}/loan-sdk/get-offers`, () =>
        HttpResponse.json({ data: { offerId: 'offer-3210' } }),
      ),
      http.put(`${API}/auth/update-application-status/${idOf('asha')}`, () =>
        HttpResponse.json({ message: 'No offer has been made to this customer.' }, { status: 409 }),
      ),
    );
    await openWidget();
    widgetSays({
      type: 'ELIGIBILITY_RESULT',
      data: { message: 'Eligibility check completed successfully' },
    });
    expect(await screen.findByText('No offer has been made to this customer.')).toBeInTheDocument();
    expect(await action('Check Eligibility')).toBeInTheDocument();
  });

  it("says 'Sorry, you're not eligible for a loan at this time' when there are no offers", async () => {
    server.use(http.post(`${SDK}/loan-sdk/get-offers`, () => HttpResponse.json({ data: null })));
    await openWidget();
    widgetSays({ type: 'ELIGIBILITY_RESULT', data: { message: 'Done' } });
    expect(
      await screen.findByText("Sorry, you're not eligible for a loan at this time"),
    ).toBeInTheDocument();
    expect(await action('Check Eligibility')).toBeEnabled();
  });

  it("closes on ERROR with the widget's message, or 'An error occurred'", async () => {
    const { user } = await openWidget();
    widgetSays({ type: 'ERROR', data: { error: 'Bureau is down' } });
    expect(await screen.findByText('Bureau is down')).toBeInTheDocument();
    expect(screen.queryByTitle('Eligibility check')).not.toBeInTheDocument();
    await user.click(await action('Check Eligibility'));
    await screen.findByTitle('Eligibility check');
    widgetSays({ type: 'ERROR', data: { error: { code: 7 } } });
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it('syncs the portfolio when the person closes the widget, and records ELIGIBILITY_CHECKED', async () => {
    const lark = recordCalls('/users/larkdata');
    const cas = recordCalls('/customer/casdata/fetch-and-save');
    const updates = recordCalls('/auth/update-application-status/cust-asha');
    const { user } = await openWidget();
    await user.click(screen.getByRole('button', { name: 'Close eligibility check' }));
    await waitFor(() => expect(updates[0]?.body).toEqual({ status: 'ELIGIBILITY_CHECKED' }));
    expect(lark[0]?.body).toEqual({ phone_no: customers.asha });
    expect(cas[0]?.body).toEqual({ userId: 'cust-asha', phoneNumber: customers.asha });
    expect(await action('Get Cash')).toBeEnabled();
  });

  it('keeps an accepted offer when the background sync reports a saved portfolio', async () => {
    const updates = recordCalls('/auth/update-application-status/cust-asha');
    const cas = recordCalls('/customer/casdata/fetch-and-save');
    const { user } = await openWidget();
    widgetSays({ type: 'ELIGIBILITY_RESULT', data: { message: 'ok' } });
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    await waitFor(() => expect(cas).toHaveLength(1));
    await user.keyboard('{Escape}');
    expect(await action('Get Cash')).toBeEnabled();
    expect(updates.map((call) => call.body)).toEqual([{ status: 'OFFER_ACCEPTED' }]);
  });
});

describe('SDK errors', () => {
  it('reports a failed init with status and message, then SDK not initialized on a press', async () => {
    server.use(
      http.get(`${SDK}/loan-sdk/init`, () =>
        HttpResponse.json({ message: 'Service temporarily unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderApp('/', { as: customers.asha });
    expect(
      await screen.findByText('Failed to initialize SDK: 503 - Service temporarily unavailable'),
    ).toBeInTheDocument();
    await user.click(await action('Check Eligibility'));
    expect(await screen.findByText('SDK not initialized')).toBeInTheDocument();
  });

  it('rejects an init answer without a session', async () => {
    server.use(http.get(`${SDK}/loan-sdk/init`, () => HttpResponse.json({ partnerName: 'x' })));
    renderApp('/', { as: customers.asha });
    expect(
      await screen.findByText('Invalid response structure from initialization API'),
    ).toBeInTheDocument();
  });

  it('asks for a phone when the profile has none', async () => {
    server.use(
      http.get(`${API}/auth/profile`, () =>
        HttpResponse.json({
          data: {
            _id: 'x',
            first_name: 'No',
            phone_no: '',
            customer: { application_status: null },
          },
        }),
      ),
    );
    const { user } = renderApp('/', { as: customers.asha });
    await user.click(await action('Check Eligibility'));
    expect(await screen.findByText('Phone number not found in profile')).toBeInTheDocument();
  });
});
