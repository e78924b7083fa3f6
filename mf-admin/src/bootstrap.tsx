// Standalone view for the staff-area team (`npm run dev -w mf-admin`); in the product the shell
// renders the exposed AdminApp under /admin/* inside its own providers.
import '@fresh-pouf/ui/styles.css';
import { createQueryClient } from '@fresh-pouf/api-client';
import { Toaster } from '@fresh-pouf/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import AdminApp from './app/admin-app';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <Routes>
            <Route path="admin/*" element={<AdminApp />} />
            <Route path="*" element={<Navigate to="/admin/login" replace />} />
          </Routes>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}
