import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useAction } from '@/lib/use-action';

/**
 * A change on the server: a mutation (with the query client's error policy) behind the one
 * double-submit guard, so a second press while it runs sends nothing. `run` never rejects:
 * what follows a success goes in `onSuccess`, a failure is handled by the policy or `meta`.
 */
export function useServerAction<TData, TVariables = void>(
  options: UseMutationOptions<TData, Error, TVariables>,
) {
  const mutation = useMutation(options);
  const [busy, run] = useAction(async (variables: TVariables) => {
    await mutation.mutateAsync(variables).catch(() => undefined);
  });
  return { busy, run, error: mutation.error, reset: mutation.reset };
}

/**
 * A change whose outcome the screen shows itself (a code form's message under the boxes): a
 * mutation outside the toast policy, run by a form that has its own guard (OtpForm). Rejects
 * with the failure, for the screen to word it.
 */
export function useInlineChange<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
): (variables: TVariables) => Promise<TData> {
  return useMutation({ mutationFn, meta: { inlineError: true } }).mutateAsync;
}
