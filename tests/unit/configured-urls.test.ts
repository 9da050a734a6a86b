import { describe, expect, it } from 'vitest';
import { endpoint, resolveUrl } from '@/config/env';

describe('configured URLs on the page', () => {
  it('resolves a path against this site, and puts an endpoint under a base’s own path', () => {
    expect(resolveUrl('/demo/widget.html').href).toBe(`${window.location.origin}/demo/widget.html`);
    expect(endpoint('https://api.example.in/customer/', '/auth/login')).toBe(
      'https://api.example.in/customer/auth/login',
    );
    expect(endpoint('https://api.example.in/customer', '/auth/login')).toBe(
      'https://api.example.in/customer/auth/login',
    );
    expect(endpoint('/api', '/x')).toBe(`${window.location.origin}/api/x`);
  });
});
