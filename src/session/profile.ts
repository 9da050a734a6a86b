import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  getProfile,
  updateApplicationStatus,
  type ApplicationStatus,
  type Profile,
} from './api/profile';

export const profileQuery = queryOptions({ queryKey: ['profile'], queryFn: getProfile });

/** The signed-in customer's profile (`GET /auth/profile`). */
export function useProfile() {
  return useQuery(profileQuery);
}

/** The profile as the cache holds it now (the newest answer, with every change applied). */
export function currentProfile(client: QueryClient): Profile | undefined {
  return client.getQueryData(profileQuery.queryKey);
}

/** Applies a change the server has confirmed to the cached profile. */
export function patchProfile(client: QueryClient, patch: Partial<Profile>): void {
  client.setQueryData(profileQuery.queryKey, (profile) =>
    profile ? { ...profile, ...patch } : profile,
  );
}

/**
 * Sends an application status change, showing it at once; a refused change rolls back. The
 * caller decides whether a move is allowed (the no-going-back rule of `syncedStatus`).
 */
export function useSetApplicationStatus() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (status: ApplicationStatus) =>
      updateApplicationStatus(currentProfile(client)?.id ?? '', status),
    onMutate: async (status) => {
      await client.cancelQueries(profileQuery);
      const previous = currentProfile(client)?.application_status ?? null;
      patchProfile(client, { application_status: status });
      return { previous };
    },
    // Only the status goes back, and only while it is still this change's: a later change or a
    // newer answer stands.
    onError: (_error, status, context) => {
      if (context && currentProfile(client)?.application_status === status) {
        patchProfile(client, { application_status: context.previous });
      }
    },
  });
  return mutation.mutateAsync;
}
