import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { stubConfig } from '../setup/env';
import { server } from '../setup/msw-server';
import { recordCalls } from '../setup/record-calls';
import { renderApp } from '../setup/render-app';
import { customers, API } from '../support/demo';

const consent = async () => (await screen.findByText(/By continuing, you agree/)).closest('p');

describe('login consent', () => {
  it('links the Privacy Policy and Terms of Use where they are configured, in a new tab', async () => {
    stubConfig({
      VITE_PRIVACY_POLICY_URL: 'https://lark.example.in/privacy',
      VITE_TERMS_URL: '/demo/terms-of-use.html',
    });
    renderApp('/login');
    const text = within((await consent()) as HTMLElement);
    const privacy = text.getByRole('link', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('href', 'https://lark.example.in/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(text.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/demo/terms-of-use.html',
    );
  });

  it('names them as plain words where they are not', async () => {
    stubConfig({ VITE_PRIVACY_POLICY_URL: '', VITE_TERMS_URL: '' });
    renderApp('/login');
    expect(await consent()).toHaveTextContent('our Privacy Policy and Terms of Use');
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Terms of Use' })).not.toBeInTheDocument();
  });

  it('asks for what the loan needs only: no promotional contact, nothing about DND', async () => {
    renderApp('/login');
    const text = await consent();
    expect(text).toHaveTextContent(
      'By continuing, you agree to our Privacy Policy and Terms of Use, and you consent to your details being shared with our lending and partner institutions to assess and process your loan.',
    );
    expect(text).not.toHaveTextContent(/DND|offers|contact you/);
  });
});

const OFFERS = 'Send me offers and updates by call, SMS, email or WhatsApp';

describe('marketing consent on /login', () => {
  async function verify(phone: string, tick: boolean) {
    const view = renderApp('/login');
    const box = await screen.findByRole('checkbox', { name: OFFERS });
    expect(box).not.toBeChecked();
    if (tick) await view.user.click(box);
    await view.user.type(screen.getByLabelText('Mobile number'), phone);
    await view.user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await view.user.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    return view;
  }

  it('sends nothing when the box is left unticked', async () => {
    const calls = recordCalls('/privacy/consents/MARKETING');
    await verify(customers.asha, false);
    await screen.findByRole('heading', { name: 'Instant Cash Against Mutual Funds' });
    expect(calls).toEqual([]);
  });

  it('grants it once a registered customer is signed in, with their new session', async () => {
    const calls = recordCalls('/privacy/consents/MARKETING');
    await verify(customers.asha, true);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.body).toEqual({ granted: true });
    expect(calls[0]?.headers.get('authorization')).toMatch(
      new RegExp(`^Bearer demo\\.${customers.asha}\\.`),
    );
  });

  it('grants it for a new customer only after Get started', async () => {
    const calls = recordCalls('/privacy/consents/MARKETING');
    const { user } = await verify('9123456780', true);
    await user.type(await screen.findByLabelText('First name'), 'Meera');
    await user.type(screen.getByLabelText('Last name'), 'Iyer');
    await user.type(screen.getByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('PAN'), 'fghpi5678k');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ granted: true });
    expect(calls[0]?.headers.get('authorization')).toMatch(/^Bearer demo\.9123456780\./);
  });

  it('says so when the server refuses it, and the customer stays signed in', async () => {
    server.use(
      http.put(`${API}/privacy/consents/MARKETING`, () =>
        HttpResponse.json({ message: 'Consent service unavailable' }, { status: 503 }),
      ),
    );
    await verify(customers.asha, true);
    expect(
      await screen.findByText(
        'Your choice about offers was not saved: Consent service unavailable',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Instant Cash Against Mutual Funds' }),
    ).toBeInTheDocument();
  });
});
