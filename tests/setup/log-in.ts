import { screen } from '@testing-library/react';
import type { renderApp } from './render-app';

/** Logs in on /login with the phone's code, as a person does after the session ended. */
export async function logInAgain(user: ReturnType<typeof renderApp>['user'], phone: string) {
  await user.type(await screen.findByLabelText('Mobile number'), phone);
  await user.click(screen.getByRole('button', { name: 'Get OTP' }));
  await screen.findByRole('heading', { name: 'Verify your number' });
  await user.type(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
}
