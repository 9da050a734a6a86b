/**
 * The one toast helper. react-hot-toast and its toaster load with the first toast: most visits
 * raise none, and a toast follows an answer from the server, so the library is never needed
 * for the first paint. Its defaults are the spec's: 4 s for errors, 2 s for success, at most
 * 20 kept. When the library cannot load (the connection is gone), the message still reaches the
 * person, as a plain one (see src/app/toaster.tsx).
 */
const load = () => import('react-hot-toast');

type Kind = 'success' | 'error';
export type PlainToast = { id: number; kind: Kind; message: string };
const DURATION_MS: Record<Kind, number> = { success: 2_000, error: 4_000 };

/**
 * `raised`: a toast has been raised (the toaster mounts then). `plainOnly`: the library could
 * not load, so toasts stay plain for the rest of the visit (its container is not there to show
 * them, even if the library arrives later).
 */
type ToastState = { raised: boolean; plainOnly: boolean; plain: PlainToast[] };
let state: ToastState = { raised: false, plainOnly: false, plain: [] };
let nextId = 0;
const listeners = new Set<() => void>();
const update = (next: ToastState) => {
  state = next;
  for (const listener of listeners) listener();
};

/** What the toaster shows (src/app/toaster.tsx). */
export const toasts = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): ToastState => state,
};

function showPlain(kind: Kind, message: string): void {
  const id = (nextId += 1);
  const others = state.plain.filter((toast) => toast.message !== message);
  update({ ...state, plain: [...others, { id, kind, message }] });
  setTimeout(
    () => update({ ...state, plain: state.plain.filter((toast) => toast.id !== id) }),
    DURATION_MS[kind],
  );
}

function show(kind: Kind, message: string): void {
  if (state.plainOnly) return showPlain(kind, message);
  if (!state.raised) update({ ...state, raised: true });
  // A toast raised before the toaster has mounted waits in the library's store until it does.
  load().then(
    ({ toast }) => toast[kind](message, { id: message }),
    () => {
      update({ ...state, plainOnly: true });
      showPlain(kind, message);
    },
  );
}

/** Takes a toast away before its time (its id is its message): an error that no longer holds. */
function dismiss(message: string): void {
  update({ ...state, plain: state.plain.filter((toast) => toast.message !== message) });
  if (state.raised && !state.plainOnly) {
    load().then(
      ({ toast }) => toast.dismiss(message),
      () => undefined,
    );
  }
}

export const notify = {
  success: (message: string): void => show('success', message),
  error: (message: string): void => show('error', message),
  dismiss,
};
