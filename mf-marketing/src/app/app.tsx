import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import LandingRoute from '../routes/landing';
import type { ServerAction, ServerPrefetch } from '@fresh-pouf/remote-kit';
import { WAITLIST_FORM_KEY } from '../features/waitlist/lib/form-outcome';
import { MARKETING_ROUTES } from './routes';

// Pages opened from e-mailed links or read by few visitors: their code loads when they are
// opened, never with the landing page.
const LAZY_PAGES: ReadonlyArray<[path: string, Page: ComponentType]> = [
  [MARKETING_ROUTES.confirmPlace, lazy(() => import('../routes/confirm-place'))],
  [MARKETING_ROUTES.placeStatus, lazy(() => import('../routes/place-status'))],
  [MARKETING_ROUTES.notMe, lazy(() => import('../routes/not-me'))],
  [MARKETING_ROUTES.privacy, lazy(() => import('../routes/privacy'))],
  [MARKETING_ROUTES.terms, lazy(() => import('../routes/terms'))],
  [MARKETING_ROUTES.unsubscribe, lazy(() => import('../routes/unsubscribe'))],
];

/** Before the server renders the landing page: the one-off key of the form it draws (posted twice, it stores one sign-up). */
export const prefetch: ServerPrefetch = async ({ pathname, queryClient }) => {
  if (pathname === MARKETING_ROUTES.landing) queryClient.setQueryData(WAITLIST_FORM_KEY, crypto.randomUUID());
};

/**
 * The waitlist form sent as HTML, before or without the page's script. Its code (the schemas)
 * is a chunk of its own: the server loads it when a form arrives, the browser never.
 */
export const action: ServerAction = async (context) => {
  if (context.pathname !== MARKETING_ROUTES.landing) return { status: 405 };
  const { waitlistFormAction } = await import('../features/waitlist/api/waitlist-form-action');
  return waitlistFormAction(context);
};

/** The marketing remote's one exposed module: it routes its own paths, inside the shell's page frame. */
export default function MarketingApp() {
  return (
    <Routes>
      <Route path={MARKETING_ROUTES.landing} element={<LandingRoute />} />
      {LAZY_PAGES.map(([path, Page]) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          }
        />
      ))}
    </Routes>
  );
}
