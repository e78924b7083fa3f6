import './admin.css';
import { Route, Routes } from 'react-router-dom';
import { AnnouncementsScreen } from '../features/announcements/announcements-screen';
import { BlogEditorScreen } from '../features/blog/blog-editor-screen';
import { BlogManagementScreen } from '../features/blog/blog-management-screen';
import { DashboardScreen } from '../features/dashboard/dashboard-screen';
import { LoginScreen } from '../features/login/login-screen';
import { ProfileScreen } from '../features/profile/profile-screen';
import { StripeEventsScreen } from '../features/stripe-events/stripe-events-screen';
import { TwoFactorScreen } from '../features/two-factor/two-factor-screen';
import { WaitlistScreen } from '../features/waitlist/waitlist-screen';
import { AdminQueryClient } from './admin-query-client';
import { requestFirstData } from './first-data';
import { ADMIN_ROUTES } from './routes';

// As this code first runs (the page was opened on a staff screen), that screen's data is asked for.
if (typeof window !== 'undefined') requestFirstData(window.location.pathname);

/**
 * The staff area, the admin remote's one exposed module: the shell renders it, without the
 * public header and footer, for every path this remote publishes (./routes.ts).
 */
export default function AdminApp() {
  return (
    <AdminQueryClient>
      <div className="fpa-root">
        <Routes>
          <Route path={ADMIN_ROUTES.login} element={<LoginScreen />} />
          <Route path={ADMIN_ROUTES.twoFactor} element={<TwoFactorScreen />} />
          <Route path={ADMIN_ROUTES.dashboard} element={<DashboardScreen />} />
          <Route path={ADMIN_ROUTES.profile} element={<ProfileScreen />} />
          <Route path={ADMIN_ROUTES.waitlist} element={<WaitlistScreen />} />
          <Route path={ADMIN_ROUTES.blogManagement} element={<BlogManagementScreen />} />
          <Route path={ADMIN_ROUTES.blogEditor} element={<BlogEditorScreen />} />
          <Route path={ADMIN_ROUTES.stripeEvents} element={<StripeEventsScreen />} />
          <Route path={ADMIN_ROUTES.announcements} element={<AnnouncementsScreen />} />
        </Routes>
      </div>
    </AdminQueryClient>
  );
}
