// A remote's standalone view for its own team (`npm run dev -w <remote>`). In the product the
// shell supplies these same providers, so a remote must never render them itself.
import '@fresh-pouf/ui/styles.css';
import { createQueryClient } from '@fresh-pouf/api-client';
import { Toaster } from '@fresh-pouf/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

/** Mounts `screens` into #root inside the shell's providers: query client, router, toasts. */
export function renderStandalone(screens: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>{screens}</BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}
