import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GuestOnly, RequireAuth } from './guards';
import { pages, shellPages } from './pages';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<GuestOnly />}>
        <Route path={paths.login} element={<pages.Login />} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<pages.Shell />}>
          {shellPages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Route>
      <Route path="*" element={<pages.NotFound />} />
    </Routes>
  );
}
