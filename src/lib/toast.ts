/**
 * The one toast helper. react-hot-toast loads after the first paint (it is not needed before
 * the first answer from the server); its defaults are the spec's: 4 s for errors, 2 s for
 * success, at most 20 kept.
 */
const load = () => import('react-hot-toast');

export const notify = {
  success(message: string): void {
    void load().then(({ toast }) => toast.success(message, { id: message }));
  },
  error(message: string): void {
    void load().then(({ toast }) => toast.error(message, { id: message }));
  },
};
