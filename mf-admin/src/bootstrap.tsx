// Standalone view for the staff-area team; in the product the shell renders AdminApp under /admin/*.
import { renderStandalone } from '@fresh-pouf/remote-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import AdminApp from './app/admin-app';

renderStandalone(
  <Routes>
    <Route path="admin/*" element={<AdminApp />} />
    <Route path="*" element={<Navigate to="/admin/login" replace />} />
  </Routes>,
);
