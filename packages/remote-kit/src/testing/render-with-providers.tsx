import { createQueryClient } from '@fresh-pouf/api-client';
import { Toaster } from '@fresh-pouf/ui/toaster';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Stand-ins for the shell's other pages, so a test can see where a screen sent the visitor. */
export const OTHER_PAGES: Readonly<Record<string, ReactNode>> = {
  '/': <p>Landing page</p>,
  '/checkout': <p>Checkout page</p>,
};

export interface RenderOptions {
  /** The address the browser is at (path, query, hash). */
  route?: string;
  /**
   * The route pattern the screen is mounted at, e.g. '/blog/:slug'; '*' (or 'x/*') for an app
   * with routes of its own. By default the route's own path.
   */
  path?: string;
  /** Pages beside the screen, by path; the screen wins where a path is both. */
  pages?: Readonly<Record<string, ReactNode>>;
  /** A query client the test prepared (data as the server left it); a fresh one otherwise. */
  queryClient?: QueryClient;
}

const pathOf = (route: string) => new URL(route, 'http://page').pathname;

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

/** The routes a screen is rendered in: the screen at `path`, the other pages beside it. */
export function ScreenRoutes({
  ui,
  path,
  pages = {},
}: {
  ui: ReactElement;
  path: string;
  pages?: RenderOptions['pages'];
}) {
  return (
    <Routes>
      {Object.entries(pages)
        .filter(([pagePath]) => pagePath !== path)
        .map(([pagePath, page]) => (
          <Route key={pagePath} path={pagePath} element={page} />
        ))}
      <Route path={path} element={ui} />
    </Routes>
  );
}

/**
 * What the shell gives a screen: a query client, a router at `route` (the visitor came from the
 * landing page), the screen at its path among stand-ins for the other pages, and the one Toaster.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', pages = OTHER_PAGES, queryClient = createQueryClient() } = options;
  const path = options.path ?? pathOf(route);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={route === '/' ? ['/'] : ['/', route]} initialIndex={route === '/' ? 0 : 1}>
        <ScreenRoutes ui={ui} path={path} pages={pages} />
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Where the browser is now: path, query and hash. */
export const currentLocation = (): string => screen.getByTestId('location').textContent ?? '';

/** The notifications region; Radix also copies a toast's text into a live announcer elsewhere. */
export const notifications = (): HTMLElement => screen.getByRole('region', { name: /notifications/i });
