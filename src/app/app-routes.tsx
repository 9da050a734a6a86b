import { Route, Routes } from 'react-router-dom';
import { GuestOnly, PublicFrame, RequireAuth, SignedInFrame } from './guards';
import { frames, routesFor, type PageRoute } from './routes';

const pageRoutes = (list: PageRoute[]) =>
  list.map(({ path, Page }) => <Route key={path} path={path} element={<Page />} />);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<GuestOnly />}>{pageRoutes(routesFor('guest'))}</Route>
      {/* One shell for the signed-in and the public pages: moving between them keeps it. */}
      <Route element={<SignedInFrame shell={<frames.Shell />} />}>
        <Route element={<RequireAuth />}>{pageRoutes(routesFor('signed-in'))}</Route>
        <Route element={<PublicFrame frame={<frames.Public />} />}>
          {pageRoutes(routesFor('public'))}
        </Route>
        {/* A signed-in customer who follows a broken link keeps the shell's way home. */}
        <Route path="*" element={<frames.NotFound />} />
      </Route>
    </Routes>
  );
}
