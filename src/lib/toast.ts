/**
 * The one toast helper. react-hot-toast and its toaster load with the first toast: most visits
 * raise none, and a toast follows an answer from the server, so the library is never needed
 * for the first paint. Its defaults are the spec's: 4 s for errors, 2 s for success, at most
 * 20 kept.
 */
const load = () => import('react-hot-toast');

let raised = false;
const listeners = new Set<() => void>();

/** Whether a toast has been raised yet: the toaster mounts then (see src/app/toaster.tsx). */
export const toastRaised = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => raised,
};

function show(kind: 'success' | 'error', message: string): void {
  if (!raised) {
    raised = true;
    for (const listener of listeners) listener();
  }
  // A toast raised before the toaster has mounted waits in the library's store until it does.
  void load().then(({ toast }) => toast[kind](message, { id: message }));
}

export const notify = {
  success: (message: string): void => show('success', message),
  error: (message: string): void => show('error', message),
};
