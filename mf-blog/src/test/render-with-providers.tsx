import { createQueryClient } from '@fresh-pouf/api-client';
import { Toaster } from '@fresh-pouf/ui/toaster';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** What the shell gives a remote: a query client, a router and the one <Toaster/>. */
export function renderAt(path: string, ui: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
        <Routes>
          <Route path="/" element={<p>Landing page</p>} />
          <Route path={path.startsWith('/blog/') ? '/blog/:slug' : path} element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

export const currentLocation = () => screen.getByTestId('location').textContent ?? '';
export const notifications = () => screen.getByRole('region', { name: /notifications/i });
