import { Route, Routes } from 'react-router-dom';
import { RemoteRoute } from '../federation/remote-route';
import { PublicLayout } from '../layout/public-layout';
import { DiagnosticsRoute } from '../routes/diagnostics';
import { NotFoundRoute } from '../routes/not-found';
import { AdminArea } from './admin-area';

/** Spec section 2's route table: each path goes to its remote or to the shell's own screen. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<RemoteRoute remote="marketing" module="Landing" />} />
        <Route path="checkout" element={<RemoteRoute remote="checkout" module="Checkout" />} />
        <Route path="success" element={<RemoteRoute remote="checkout" module="Success" />} />
        <Route path="blog" element={<RemoteRoute remote="blog" module="BlogList" />} />
        <Route path="blog/:slug" element={<RemoteRoute remote="blog" module="BlogPost" />} />
        <Route path="diagnostics" element={<DiagnosticsRoute />} />
        <Route path="test123" element={<DiagnosticsRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
      <Route path="admin/*" element={<AdminArea />} />
    </Routes>
  );
}
