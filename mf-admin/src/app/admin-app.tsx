import './admin.css';
import { Navigate, Route, Routes } from 'react-router-dom';
import { BlogEditorScreen } from '../features/blog/blog-editor-screen';
import { BlogManagementScreen } from '../features/blog/blog-management-screen';
import { DashboardScreen } from '../features/dashboard/dashboard-screen';
import { LoginScreen } from '../features/login/login-screen';
import { ProfileScreen } from '../features/profile/profile-screen';
import { TwoFactorScreen } from '../features/two-factor/two-factor-screen';
import { WaitlistScreen } from '../features/waitlist/waitlist-screen';
import { ADMIN_PATHS } from './paths';

/**
 * The staff area, rendered by the shell for every /admin path of the route table. Paths are
 * relative to /admin.
 */
export default function AdminApp() {
  return (
    <div className="fpa-root">
      <Routes>
        <Route path="login" element={<LoginScreen />} />
        <Route path="two-factor" element={<TwoFactorScreen />} />
        <Route path="dashboard" element={<DashboardScreen />} />
        <Route path="profile" element={<ProfileScreen />} />
        <Route path="waitlist" element={<WaitlistScreen />} />
        <Route path="blog-management" element={<BlogManagementScreen />} />
        <Route path="blog/:id" element={<BlogEditorScreen />} />
        <Route path="*" element={<Navigate to={ADMIN_PATHS.dashboard} replace />} />
      </Routes>
    </div>
  );
}
