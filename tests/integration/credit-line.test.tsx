import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from '@/lib/load-script';
import { SCRIPT_LOAD_TIMEOUT_MS } from '@/config/constants';
import { resetEnv } from '@/config/env';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { steadyClock } from '../setup/steady-clock';

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
    renderApp('/loan/apply', { as: '9876543212' });
    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    await waitFor(() => expect(submit).toHaveBeenCalled());
    // Once: a re-render does not launch the credit line again.
    expect(submit).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith(
      'http://localhost:3000/demo/volt-sdk.js',
      SCRIPT_LOAD_TIMEOUT_MS,
      { integrity: undefined },
    );
    expect(construct).toHaveBeenCalledWith({
      environment: 'staging',
      voltPlatformCode: 'demo-platform',
      customerSsoToken: 'volt-sso.9876543212',
      divId: expect.stringMatching(/^volt-/),
      launchMode: 'div',
      iframeWidth: 550,
      iframeHeight: 700,
    });
    expect(submit).toHaveBeenCalledWith('volt-auth.9876543212', 'VOLT3212', 'volt-sso.9876543212');
    await clock.at(4_000);
    expect(screen.getByText('Please wait...')).toBeInTheDocument();
    await clock.at(5_100);
    expect(screen.queryByText('Please wait...')).not.toBeInTheDocument();
  });

  it('loads the pinned script version only (VITE_VOLT_SCRIPT_INTEGRITY)', async () => {
    const integrity = `sha384-${'a'.repeat(64)}`;
    vi.stubEnv('VITE_VOLT_SCRIPT_INTEGRITY', integrity);
    resetEnv();
    renderApp('/loan/apply', { as: '9876543212' });
    await waitFor(() =>
      expect(loadScript).toHaveBeenCalledWith(
        'http://localhost:3000/demo/volt-sdk.js',
        SCRIPT_LOAD_TIMEOUT_MS,
        { integrity },
      ),
    );
    vi.unstubAllEnvs();
    resetEnv();
  });

  it('asks to try again later when the tokens are not complete', async () => {
    renderApp('/loan/apply', { as: '9876543211' });
    expect(await notReadyMessage()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact our team' })).toHaveAttribute(
      'href',
      '/help-and-support',
    );
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('asks to try again later when the tokens cannot be fetched', async () => {
    server.use(http.get('https://api.lark.test/customer/volt/tokens', () => HttpResponse.error()));
    renderApp('/loan/apply', { as: '9876543212' });
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
    renderApp('/loan/apply', { as: '9876543212' });
    expect(await screen.findByText('Failed to initialize Volt SDK.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByText('Please wait...')).not.toBeInTheDocument();
  });

  it('launches again when the person presses Try Again after a failed load', async () => {
    vi.mocked(loadScript).mockRejectedValue(new Error('offline'));
    const { user } = renderApp('/loan/apply', { as: '9876543212' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    vi.mocked(loadScript).mockImplementation(scriptLoads);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
