import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GuestOnly, RequireAuth } from './guards';
import { pages } from './pages';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<GuestOnly />}>
        <Route path={paths.login} element={<pages.Login />} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<pages.Shell />}>
          <Route index element={<pages.Home />} />
          <Route path={paths.profile} element={<pages.Profile />} />
          <Route path={paths.faqs} element={<pages.Faqs />} />
          <Route path={paths.support} element={<pages.Contact />} />
          <Route path={paths.loan} element={<pages.Loan />} />
          <Route path={paths.loanApply} element={<pages.CreditLine />} />
          <Route path={paths.verifyEmail} element={<pages.VerifyEmail />} />
          <Route path={paths.notifications} element={<pages.Notifications />} />
        </Route>
      </Route>
      <Route path="*" element={<pages.NotFound />} />
    </Routes>
  );
}
