import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/session/auth-context';

/** Every route but /login: an unauthenticated visitor goes to /login. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Outlet /> : <Navigate to={paths.login} replace />;
}

/** /login: a signed-in customer goes home. */
export function GuestOnly() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Navigate to={paths.home} replace /> : <Outlet />;
}
