/**
 * Where the demo backend's start has got to, on the page itself (`<html data-demo-backend>`), with
 * the time since the page opened: what a failed end-to-end test reports of the page it left
 * (docs/demo-backend.md#how-it-starts). Demo builds only.
 */
export function markDemoBackend(
  phase: 'registering' | 'registered' | 'not in control' | 'starting' | 'started',
) {
  document.documentElement.dataset.demoBackend = `${phase} at ${Math.round(performance.now())} ms`;
}
