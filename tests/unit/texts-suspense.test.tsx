import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

describe('texts in Hindi that load while a page renders', () => {
  it('renders the hooks after useTexts once the Hindi is in, with no error', async () => {
    const errors = vi.fn();
    window.addEventListener('error', errors);
    await setLocale('hi');
    // Loaded after the switch: the page's catalogue arrives with the page.
    const texts = defineTexts({ hello: 'Hello' }, () => Promise.resolve({ hi: { hello: 'नमस्ते' } }));
    function Page() {
      const t = useTexts(texts);
      const [count] = useState(1);
      return (
        <p>
          {t.hello} {count}
        </p>
      );
    }
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Page />
        </Suspense>,
      );
    });
    expect(await screen.findByText('नमस्ते 1')).toBeInTheDocument();
    await act(() => setLocale('en'));
    expect(screen.getByText('Hello 1')).toBeInTheDocument();
    window.removeEventListener('error', errors);
    expect(errors).not.toHaveBeenCalled();
  });
});
