import { screen, within, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readToken } from '@/lib/auth-token';
import { server } from '../setup/msw-server';
import { logInAgain } from '../setup/log-in';
import { recordCalls } from '../setup/record-calls';
import { renderApp } from '../setup/render-app';
import { customers, API } from '../support/demo';

describe('FAQs', () => {
  it('lists 15 questions and opens an answer on request and by its link', async () => {
    const { user } = renderApp('/faqs#ltv', { as: customers.priya });
    await screen.findByRole('heading', { name: 'FAQs', level: 1 });
    const sections = screen.getAllByRole('heading', { level: 2 });
    // The 15 questions, then the borrowing calculator.
    expect(sections).toHaveLength(16);
    expect(sections.at(-1)).toHaveTextContent('How much can I borrow?');
    expect(
      screen.getByRole('button', { name: 'What is the loan-to-value (LTV) ratio?' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText(
        /capped at 50% for equity funds and shares, and goes up to 80% for debt funds/,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'What interest rate will I pay?' }));
    expect(screen.getByText(/range from 10.5% to 12.5% a year.*fixed 10.5%/)).toBeVisible();
  });
});

describe('Contact Us', () => {
  it('prefills the customer and shows every rule in its own words', async () => {
    const { user } = renderApp('/help-and-support', { as: customers.priya });
    expect(await screen.findByLabelText('Full name')).toHaveValue('Priya Nair');
    expect(screen.getByLabelText('Email')).toHaveValue('priya.nair@example.com');
    expect(screen.getByLabelText('Phone number')).toHaveValue(customers.priya);
    await user.clear(screen.getByLabelText('Full name'));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'priya@');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    for (const message of [
      'Full name is required',
      'Invalid email format',
      'Invalid phone number',
      'Please select an issue',
      'Message is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(
      within(screen.getByLabelText('Issue'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose what it is about',
      'General Inquiry',
      'Technical Support',
      'Billing Question',
      'Partnership',
      'Other',
    ]);
  });

  it('sends the message, thanks the customer and clears the form', async () => {
    const calls = recordCalls('/contact-us');
    const { user } = renderApp('/help-and-support', { as: customers.priya });
    await user.selectOptions(await screen.findByLabelText('Issue'), 'Billing Question');
    await user.type(screen.getByLabelText('Message'), 'Please send my interest certificate.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Thank you for your message. We will get back to you soon!'),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      full_name: 'Priya Nair',
      email: 'priya.nair@example.com',
      phone_no: customers.priya,
      issue: 'Billing Question',
      message: 'Please send my interest certificate.',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Issue')).toHaveValue('');
  });

  it('keeps every word when sending fails, and sends on the second try', async () => {
    server.use(
      http.post(
        `${API}/contact-us`,
        () => HttpResponse.json({ message: 'Support is offline' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp('/help-and-support', { as: customers.priya });
    await user.selectOptions(await screen.findByLabelText('Issue'), 'Other');
    await user.type(screen.getByLabelText('Message'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Support is offline')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
    expect(screen.getByLabelText('Issue')).toHaveValue('Other');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Thank you for your message. We will get back to you soon!'),
    ).toBeInTheDocument();
  });

  it("keeps every word and says 'Something went wrong' when the answer does not parse", async () => {
    server.use(
      http.post(
        `${API}/contact-us`,
        () => new HttpResponse('{"data": {', { headers: { 'Content-Type': 'application/json' } }),
        { once: true },
      ),
    );
    const { user } = renderApp('/help-and-support', { as: customers.priya });
    await user.selectOptions(await screen.findByLabelText('Issue'), 'Other');
    await user.type(screen.getByLabelText('Message'), 'Every word of this stays.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Every word of this stays.');
    expect(screen.getByLabelText('Issue')).toHaveValue('Other');
    expect(
      screen.queryByText('Thank you for your message. We will get back to you soon!'),
    ).not.toBeInTheDocument();
  });

  it('caps the name at 50 characters and the message at 2,000, saying so, and sends nothing', async () => {
    const calls = recordCalls('/contact-us');
    const { user } = renderApp('/help-and-support', { as: customers.priya });
    await user.clear(await screen.findByLabelText('Full name'));
    await user.paste('A'.repeat(51));
    await user.selectOptions(screen.getByLabelText('Issue'), 'Other');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('m'.repeat(2_001));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Full name must be at most 50 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at most 2,000 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  describe('when the server ends the session on sending', () => {
    async function sendIntoA401() {
      server.use(
        http.post(
          `${API}/contact-us`,
          () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
          { once: true },
        ),
      );
      const view = renderApp('/help-and-support', { as: customers.priya });
      await view.user.selectOptions(await screen.findByLabelText('Issue'), 'Billing Question');
      await view.user.type(screen.getByLabelText('Message'), 'My statement shows ₹500 twice.');
      const token = readToken();
      await view.user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
      return { ...view, token };
    }

    it('keeps only the issue chosen for this tab (never her details, the message or the token) and puts it back after the login', async () => {
      const { user, token } = await sendIntoA401();
      const kept = JSON.stringify({ ...sessionStorage });
      expect(kept).toContain('Billing Question');
      expect(kept).not.toMatch(/My statement|Priya|priya\.nair@|98765/);
      expect(token).toBeTruthy();
      expect(kept).not.toContain(token);
      await logInAgain(user, customers.priya);
      await waitFor(() => expect(window.location.pathname).toBe('/help-and-support'));
      expect(await screen.findByLabelText('Issue')).toHaveValue('Billing Question');
      expect(screen.getByLabelText('Message')).toHaveValue('');
      expect(screen.getByLabelText('Full name')).toHaveValue('Priya Nair');
      // Put back once: the draft is no longer kept.
      expect(JSON.stringify({ ...sessionStorage })).not.toContain('Billing Question');
    });

    it('never shows it to another customer who logs in next in this tab', async () => {
      const { user } = await sendIntoA401();
      await logInAgain(user, customers.rohan);
      expect(await screen.findByLabelText('Full name')).toHaveValue('Rohan Mehta');
      expect(screen.getByLabelText('Message')).toHaveValue('');
      expect(JSON.stringify({ ...sessionStorage })).not.toContain('My statement');
    });
  });
});
