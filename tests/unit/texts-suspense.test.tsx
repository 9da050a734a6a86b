import { act, render, screen } from '@testing-library/react';
import {
  Suspense,
  startTransition,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

/** A catalogue whose Hindi arrives only when the test lets it (a page's chunk on its way). */
function slowCatalogue() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const texts = defineTexts(
    { hello: 'Hello' },
    {
      './texts.hi.ts': async () => {
        await arrived;
        return { hi: { hello: 'नमस्ते' } };
      },
    },
  );
  return { texts, arrive };
}

function watchErrors() {
  const errors = vi.fn();
  const consoleErrors = vi.spyOn(console, 'error');
  window.addEventListener('error', errors);
  return () => {
    window.removeEventListener('error', errors);
    expect(errors).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    consoleErrors.mockRestore();
  };
}

afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('texts in Hindi that load while a page renders', () => {
  it('renders the hooks after useTexts once the Hindi is in, with no error', async () => {
    const noErrors = watchErrors();
    await setLocale('hi');
    // Loaded after the switch: the page's catalogue arrives with the page.
    const texts = defineTexts(
      { hello: 'Hello' },
      { './texts.hi.ts': () => Promise.resolve({ hi: { hello: 'नमस्ते' } }) },
    );
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
    noErrors();
  });

  // useTexts suspends by throwing its promise, which React unwinds to the boundary and renders
  // again from the start: no hook is replayed, so it may be called anywhere among the hooks
  // (docs/i18n.md). The 'call it last' rule belonged to React's `use`, which replays.
  it('may come after any other hooks: state, memo, refs, a store, effects, on a first render and on a tab opened later', async () => {
    const noErrors = watchErrors();
    await setLocale('hi');
    const { texts, arrive } = slowCatalogue();
    const store = { subscribe: () => () => {}, read: () => 7 };
    function Tab() {
      const [count, add] = useReducer((n: number) => n + 1, 1);
      const doubled = useMemo(() => count * 2, [count]);
      const seen = useRef(0);
      const stored = useSyncExternalStore(store.subscribe, store.read);
      useEffect(() => {
        seen.current += 1;
      });
      const t = useTexts(texts);
      return (
        <button type="button" onClick={add}>
          {t.hello} {doubled} {stored}
        </button>
      );
    }
    let open: (value: boolean) => void = () => {};
    function Page() {
      const [shown, setShown] = useState(false);
      open = setShown;
      return (
        <Suspense fallback={<p>…</p>}>
          <p>page</p>
          {shown ? <Tab /> : null}
        </Suspense>
      );
    }
    render(<Page />);
    expect(screen.getByText('page')).toBeInTheDocument();
    // Opened in a transition, as a route or a tab is: the page stays while the Hindi loads.
    act(() => startTransition(() => open(true)));
    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    const tab = await screen.findByRole('button', { name: 'नमस्ते 2 7' });
    await act(async () => {
      tab.click();
    });
    expect(screen.getByRole('button', { name: 'नमस्ते 4 7' })).toBeInTheDocument();
    noErrors();
  });

  it('may come after other hooks when the Hindi arrives while the page is suspended outside a transition', async () => {
    const noErrors = watchErrors();
    await setLocale('hi');
    const { texts, arrive } = slowCatalogue();
    function Page() {
      const [count] = useState(3);
      const label = useMemo(() => `#${count}`, [count]);
      const t = useTexts(texts);
      return (
        <p>
          {t.hello} {label}
        </p>
      );
    }
    render(
      <Suspense fallback={<p>…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('…')).toBeInTheDocument();
    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    expect(await screen.findByText('नमस्ते #3')).toBeInTheDocument();
    noErrors();
  });
});
