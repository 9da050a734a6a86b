import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useAction } from '@/lib/use-action';

/**
 * The one way a screen runs a write (docs/architecture.md#writes): `options` are a
 * `mutationOptions` from the feature's `api/` file, which owns the write's cache effects and says
 * (`meta.inlineError`) whether the screen shows its failure itself.
 * - `run` goes behind the one double-submit guard (a second press while it runs sends nothing)
 *   and never rejects: a failure is the error policy's toast, or `error` for the screen.
 * - `attempt` rejects with the failure, for a form with its own guard that words it (the code
 *   step's boxes).
 * What the screen itself does (a toast, a reset form) goes in `screen`, never into `options`,
 * whose cache effects it would replace.
 */
export function useServerAction<TData, TVariables = void>(
  options: UseMutationOptions<TData, Error, TVariables>,
  screen: {
    onStart?: () => void;
    onSuccess?: (data: TData, variables: TVariables) => unknown;
  } = {},
) {
  const mutation = useMutation(options);
  const [busy, run] = useAction(async (variables: TVariables) => {
    screen.onStart?.();
    const done = await mutation.mutateAsync(variables).then(
      (data) => ({ data }),
      () => undefined,
    );
    if (done) await screen.onSuccess?.(done.data, variables);
  });
  return {
    busy,
    run,
    attempt: mutation.mutateAsync,
    error: mutation.error,
    reset: mutation.reset,
  };
}
