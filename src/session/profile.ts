import {
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type Mutation,
  type QueryClient,
} from '@tanstack/react-query';
import {
  profileQuery,
  statusChange,
  type ApplicationStatus,
  type Profile,
  type StatusChange,
} from './api/profile';

const onItsWay = { mutationKey: statusChange.mutationKey, status: 'pending' } as const;
const changeOf = (mutation: Mutation<unknown, Error, unknown>) =>
  mutation.state.variables as StatusChange;

/** The profile with the newest status change on its way, if there is one. */
function withChange<P extends Profile | undefined>(profile: P, change?: StatusChange): P {
  return profile && change ? { ...profile, application_status: change.status } : profile;
}

/**
 * The signed-in customer's profile (`GET /auth/profile`), with a status change on its way
 * already made; a refused change is no longer on its way, which is its rollback.
 */
export function useProfile() {
  const change = useMutationState({ filters: onItsWay, select: changeOf }).at(-1);
  return useQuery({ ...profileQuery, select: (profile) => withChange(profile, change) });
}

/** The profile as it is shown now: the newest answer, with every change applied or on its way. */
export function currentProfile(client: QueryClient): Profile | undefined {
  const change = client.getMutationCache().findAll(onItsWay).map(changeOf).at(-1);
  return withChange(client.getQueryData(profileQuery.queryKey), change);
}

/**
 * Sends an application status change, shown at once; once the server confirms it, the cached
 * profile has it. The caller decides whether a move is allowed (the no-going-back rule of
 * `syncedStatus`).
 */
export function useSetApplicationStatus() {
  const client = useQueryClient();
  const { mutateAsync } = useMutation(statusChange);
  return (status: ApplicationStatus) =>
    mutateAsync({ id: currentProfile(client)?.id ?? '', status });
}
