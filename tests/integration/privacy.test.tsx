import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { server } from '../setup/msw-server';
import { logInAgain } from '../setup/log-in';
import { recordCalls } from '../setup/record-calls';
import { renderApp } from '../setup/render-app';
import { customers, API } from '../support/demo';

const OFFERS = 'Offers and updates by call, SMS, email or WhatsApp';

describe('/privacy', () => {
  it('says what we hold and why, and names the data protection officer', async () => {
    renderApp('/privacy', { as: customers.asha });
    expect(await screen.findByRole('heading', { name: 'Your data and privacy' })).toBeVisible();
    const held = screen.getByRole('region', { name: 'What we hold and why' });
    expect(held).toHaveTextContent('PAN');
    expect(screen.getByRole('link', { name: 'dpo@lark.test' })).toHaveAttribute(
      'href',
      'mailto:dpo@lark.test',
    );
  });

  it('grants and withdraws marketing consent, kept by the server', async () => {
    const calls = recordCalls('/privacy/consents/MARKETING');
    const { user } = renderApp('/privacy', { as: customers.asha });
    const toggle = await screen.findByRole('switch', { name: OFFERS });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ granted: true });
    await user.click(toggle);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual({ granted: false });
    expect(toggle).not.toBeChecked();
  });

  it('rolls the switch back with a toast when the server refuses', async () => {
    server.use(
      http.put(`${API}/privacy/consents/MARKETING`, () =>
        HttpResponse.json({ message: 'Consent service unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderApp('/privacy', { as: customers.asha });
    const toggle = await screen.findByRole('switch', { name: OFFERS });
    await user.click(toggle);
    expect(await screen.findByText('Consent service unavailable')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('files a data request and lists it with its status and a due date 90 days out', async () => {
    const calls = recordCalls('/privacy/requests');
    const { user } = renderApp('/privacy', { as: customers.asha });
    const form = await screen.findByRole('form', { name: 'Ask about your data' });
    await user.click(within(form).getByRole('radio', { name: /Correct my data/ }));
    await user.type(within(form).getByLabelText(/Details/), 'My PAN is ABCDE1234F');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request received')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ type: 'CORRECTION', details: 'My PAN is ABCDE1234F' });
    const list = await screen.findByRole('list', { name: 'Your requests' });
    const item = await within(list).findByRole('listitem');
    expect(item).toHaveTextContent('Correct my data');
    expect(item).toHaveTextContent('Received');
    const due = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000);
    expect(item).toHaveTextContent(`Due by ${formatDate(due.toISOString())}`);
    expect(within(form).getByLabelText(/Details/)).toHaveValue('');
  });

  it('keeps a request typed when the server ends the session, and puts it back after the login', async () => {
    server.use(
      http.post(`${API}/privacy/requests`, () => HttpResponse.json({}, { status: 401 }), {
        once: true,
      }),
    );
    const { user } = renderApp('/privacy', { as: customers.asha });
    const form = await screen.findByRole('form', { name: 'Ask about your data' });
    await user.click(within(form).getByRole('radio', { name: /Correct my data/ }));
    await user.type(within(form).getByLabelText(/Details/), 'My PAN is ABCDE1234F');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    await logInAgain(user, customers.asha);
    const back = await screen.findByRole('form', { name: 'Ask about your data' });
    await waitFor(() =>
      expect(within(back).getByLabelText(/Details/)).toHaveValue('My PAN is ABCDE1234F'),
    );
    expect(within(back).getByRole('radio', { name: /Correct my data/ })).toBeChecked();
  });

  it('asks for a type before sending, and sends nothing', async () => {
    const calls = recordCalls('/privacy/requests');
    const { user } = renderApp('/privacy', { as: customers.asha });
    const form = await screen.findByRole('form', { name: 'Ask about your data' });
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('Please choose what you are asking for')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
