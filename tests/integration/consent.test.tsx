import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '@/config/env';
import { renderApp } from '../setup/render-app';

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

const consent = async () => (await screen.findByText(/By continuing, you agree/)).closest('p');

describe('login consent', () => {
  it('links the Privacy Policy and Terms of Use where they are configured, in a new tab', async () => {
    vi.stubEnv('VITE_PRIVACY_POLICY_URL', 'https://lark.example.in/privacy');
    vi.stubEnv('VITE_TERMS_URL', '/demo/terms-of-use.html');
    resetEnv();
    renderApp('/login');
    await consent();
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('href', 'https://lark.example.in/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/demo/terms-of-use.html',
    );
  });

  it('names them as plain words where they are not', async () => {
    vi.stubEnv('VITE_PRIVACY_POLICY_URL', '');
    vi.stubEnv('VITE_TERMS_URL', '');
    resetEnv();
    renderApp('/login');
    expect(await consent()).toHaveTextContent('our Privacy Policy and Terms of Use');
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Terms of Use' })).not.toBeInTheDocument();
  });
});
