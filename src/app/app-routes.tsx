import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GuestOnly, PublicFrame, RequireAuth, SignedInFrame } from './guards';
import { pages, publicPages, shellPages } from './pages';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<GuestOnly />}>
        <Route path={paths.login} element={<pages.Login />} />
      </Route>
      {/* One shell for the signed-in and the public pages: moving between them keeps it. */}
      <Route element={<SignedInFrame shell={<pages.Shell />} />}>
        <Route element={<RequireAuth />}>
          {shellPages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route element={<PublicFrame frame={<pages.Public />} />}>
          {publicPages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Route>
      <Route path="*" element={<pages.NotFound />} />
    </Routes>
  );
}
