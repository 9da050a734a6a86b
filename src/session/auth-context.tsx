import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { armUnauthorizedRedirect, setUnauthorizedHandler } from '@/lib/api-session';
import { readToken, removeToken, writeToken } from '@/lib/auth-token';
import { createStrictContext } from '@/lib/strict-context';
import {
  getProfile,
  logoutCall,
  updateApplicationStatus,
  type ApplicationStatus,
  type Profile,
} from './api/profile';

export type ProfileState =
  | { status: 'loading'; profile?: undefined }
  | { status: 'error'; profile?: undefined }
  | { status: 'ready'; profile: Profile };

export type Auth = {
  isAuthenticated: boolean;
  profileState: ProfileState;
  /** Stores the token and fetches the profile; the /login guard then goes home. */
  login: (token: string) => void;
  /** Calls the server, then signs out (the guards go to /login) even when that call fails. */
  logout: () => Promise<void>;
  reloadProfile: () => void;
  /** Fetches the profile again without showing a loading state; undefined when that fails. */
  refreshProfile: () => Promise<Profile | undefined>;
  /** Applies a change to the profile in memory at once (after a confirmed server change). */
  patchProfile: (patch: Partial<Profile>) => void;
  /** Applies a status change in memory at once and sends it to the server. */
  setApplicationStatus: (status: ApplicationStatus) => Promise<void>;
};

const [Provider, useAuth] = createStrictContext<Auth>('AuthContext');
export { useAuth };

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(readToken);
  const [profileState, setProfileState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // The route guard sends a signed-out visitor to /login: one navigation, whoever signs out.
  const signOut = useCallback(() => {
    removeToken();
    setToken(undefined);
    setProfileState({ status: 'loading' });
  }, []);

  useEffect(() => setUnauthorizedHandler(signOut), [signOut]);

  useEffect(() => {
    if (!token) return;
    let current = true;
    getProfile().then(
      (profile) => current && setProfileState({ status: 'ready', profile }),
      // The shell swallows a failed profile fetch; pages that need it show their own message.
      () => current && setProfileState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const value = useMemo<Auth>(() => {
    const patchProfile = (patch: Partial<Profile>) =>
      setProfileState((state) =>
        state.status === 'ready'
          ? { status: 'ready', profile: { ...state.profile, ...patch } }
          : state,
      );
    return {
      isAuthenticated: Boolean(token),
      profileState,
      login: (next) => {
        writeToken(next);
        armUnauthorizedRedirect();
        setProfileState({ status: 'loading' });
        setToken(next);
      },
      logout: async () => {
        try {
          await logoutCall();
        } catch (error) {
          console.warn('Logout call failed; signing out locally.', error);
        }
        signOut();
      },
      reloadProfile: () => {
        setProfileState({ status: 'loading' });
        setAttempt((n) => n + 1);
      },
      refreshProfile: () =>
        getProfile().then(
          (profile) => {
            setProfileState({ status: 'ready', profile });
            return profile;
          },
          () => undefined,
        ),
      patchProfile,
      setApplicationStatus: async (status) => {
        const id = profileState.profile?.id ?? '';
        patchProfile({ application_status: status });
        await updateApplicationStatus(id, status);
      },
    };
  }, [token, profileState, signOut]);

  return <Provider value={value}>{children}</Provider>;
}
