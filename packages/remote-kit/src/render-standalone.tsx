// A remote's standalone view for its own team (`npm run dev -w <remote>`). In the product the
// shell supplies these same providers, so a remote must never render them itself.
import '@fresh-pouf/ui/styles.css';
import { createQueryClient } from '@fresh-pouf/api-client';
import { Toaster } from '@fresh-pouf/ui/toaster';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, matchPath, useLocation } from 'react-router-dom';

/** The remote's App on its own paths, as the shell renders it; any other path goes to its first one. */
function OwnPaths({ app, routes }: { app: ReactNode; routes: readonly string[] }) {
  const { pathname } = useLocation();
  if (routes.some((pattern) => matchPath(pattern, pathname))) return app;
  return <Navigate to={routes[0] ?? '/'} replace />;
}

/** Mounts a remote's `app` into #root inside the shell's providers: query client, router, toasts. */
export function renderStandalone(app: ReactNode, routes: readonly string[]): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <OwnPaths app={app} routes={routes} />
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}
