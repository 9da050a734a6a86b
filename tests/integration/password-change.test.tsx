import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../setup/render-app';
import { customers } from '../support/demo';

describe("/profile's password change", () => {
  it('says at the field that the new password is the current one, once the server refuses it, and keeps what was typed', async () => {
    const { user } = renderApp('/profile', { as: customers.priya });
    const card = within(await screen.findByRole('region', { name: 'Change password' }));
    await user.click(await card.findByRole('button', { name: 'Change password' }));
    // Only the server knows the current password (the demo's, Demo@1234).
    await user.type(await card.findByLabelText('New password'), 'Demo@1234');
    await user.type(card.getByLabelText('Confirm new password'), 'Demo@1234');
    await user.click(card.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), '123456');

    const password = card.getByLabelText('New password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'The new password must differ from your current one.',
      ),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('Demo@1234');
    expect(card.getByLabelText('Confirm new password')).toHaveValue('Demo@1234');
    // The code was right: the code step is gone, not marked wrong.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A new choice clears it.
    await user.type(password, '!x');
    expect(password).not.toHaveAccessibleDescription(
      'The new password must differ from your current one.',
    );
  });
});
