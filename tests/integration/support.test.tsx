import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../setup/msw-server';
import { recordCalls } from '../setup/record-calls';
import { renderApp } from '../setup/render-app';
import { PRIYA } from '../support/demo';

describe('FAQs', () => {
  it('lists 15 questions and opens an answer on request and by its link', async () => {
    const { user } = renderApp('/faqs#ltv', { as: PRIYA });
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
    const { user } = renderApp('/help-and-support', { as: PRIYA });
    expect(await screen.findByLabelText('Full name')).toHaveValue('Priya Nair');
    expect(screen.getByLabelText('Email')).toHaveValue('priya.nair@example.com');
    expect(screen.getByLabelText('Phone number')).toHaveValue(PRIYA);
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
    const { user } = renderApp('/help-and-support', { as: PRIYA });
    await user.selectOptions(await screen.findByLabelText('Issue'), 'Billing Question');
    await user.type(screen.getByLabelText('Message'), 'Please send my interest certificate.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Thank you for your message. We will get back to you soon!'),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      full_name: 'Priya Nair',
      email: 'priya.nair@example.com',
      phone_no: PRIYA,
      issue: 'Billing Question',
      message: 'Please send my interest certificate.',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Issue')).toHaveValue('');
  });

  it('keeps every word when sending fails, and sends on the second try', async () => {
    server.use(
      http.post(
        'https://api.lark.test/customer/contact-us',
        () => HttpResponse.json({ message: 'Support is offline' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp('/help-and-support', { as: PRIYA });
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
});
