import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { getEnv } from './config/env';
import { preloadApiClient } from './lib/api';
import { holdRequestsUntil } from './lib/api-session';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

try {
  getEnv();
  // A direct read of import.meta.env lets the production build drop the demo backend entirely.
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    holdRequestsUntil(import('./mocks/browser').then(({ startDemoBackend }) => startDemoBackend()));
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  preloadApiClient();
} catch (error) {
  root.render(
    <main role="alert" className="mx-auto max-w-xl p-8 font-mono text-sm text-red-800">
      <h1 className="mb-2 font-sans text-lg font-semibold">The portal is not configured</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </main>,
  );
}
