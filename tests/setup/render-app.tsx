import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/app';
import { writeToken } from '@/lib/auth-token';
import { newToken } from '@/mocks/db';

/** Signs a seeded customer in the way a finished login does: the token in the cookie. */
export function signInAs(phone: string): string {
  const token = newToken(phone);
  writeToken(token);
  return token;
}

/** Renders the whole portal, real router and providers, at `path`. */
export function renderApp(path: string, options: { as?: string } = {}) {
  if (options.as) signInAs(options.as);
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  return { user, ...render(<App />) };
}
