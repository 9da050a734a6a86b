import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/app/error-boundary';
import { rootErrorOptions } from '@/app/root-errors';
import { receiveReports, type Report } from '@/lib/report';
import { UNDER_LOAD } from '../setup/under-load';
import { customers } from '../support/demo';

function Broken(): never {
  throw new TypeError(`No loan for ${customers.priya}`);
}

const received: Report[] = [];
let container: HTMLElement;

beforeEach(() => {
  received.length = 0;
  receiveReports((item) => received.push(item));
  container = document.body.appendChild(document.createElement('div'));
  // Both roots log the error for whoever debugs the page; that is not a defect here.
  vi.mocked(console.error).mockImplementation(() => undefined);
});

afterEach(() => container.remove());

/** Renders as src/main.tsx does, with React's root error callbacks. */
async function render(element: React.ReactNode) {
  const root = createRoot(container, rootErrorOptions);
  await act(async () => root.render(element));
  return root;
}

describe("the React root's error callbacks", () => {
  it('tell telemetry once of an error a boundary caught, while the page shows its way out', async () => {
    const root = await render(
      <ErrorBoundary resetKey="/loan">
        <Broken />
      </ErrorBoundary>,
    );
    expect(container).toHaveTextContent('Something went wrong');
    expect(received).toEqual([
      { kind: 'error', source: 'boundary', error: expect.any(TypeError) as unknown },
    ]);
    act(() => root.unmount());
  });

  it('tell telemetry once of an error no boundary caught, and log it', async () => {
    const heard = vi.fn();
    window.addEventListener('error', heard);
    // Outside act, which would take the error itself before the root's callback could.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const inAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    createRoot(container, rootErrorOptions).render(<Broken />);
    await vi.waitFor(() => expect(received).toHaveLength(1), UNDER_LOAD);
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = inAct;
    window.removeEventListener('error', heard);
    expect(received).toEqual([
      { kind: 'error', source: 'uncaught', error: expect.any(TypeError) as unknown },
    ]);
    // Not passed on to the window as well, where telemetry would hear of it a second time.
    expect(heard).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(
      'Uncaught error',
      expect.any(TypeError),
      expect.any(String),
    );
  });
});
