import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import LandingRoute from '../routes/landing';
import { MARKETING_ROUTES } from './routes';

// Opened from e-mailed links only: their code loads when they are, never with the landing page.
const ConfirmPlaceRoute = lazy(() => import('../routes/confirm-place'));
const PlaceStatusRoute = lazy(() => import('../routes/place-status'));
// Read by few visitors: nor do the legal pages weigh on the landing page.
const PrivacyRoute = lazy(() => import('../routes/privacy'));
const TermsRoute = lazy(() => import('../routes/terms'));

/** The marketing remote's one exposed module: it routes its own paths, inside the shell's page frame. */
export default function MarketingApp() {
  return (
    <Routes>
      <Route path={MARKETING_ROUTES.landing} element={<LandingRoute />} />
      <Route
        path={MARKETING_ROUTES.confirmPlace}
        element={
          <Suspense fallback={null}>
            <ConfirmPlaceRoute />
          </Suspense>
        }
      />
      <Route
        path={MARKETING_ROUTES.placeStatus}
        element={
          <Suspense fallback={null}>
            <PlaceStatusRoute />
          </Suspense>
        }
      />
      <Route
        path={MARKETING_ROUTES.privacy}
        element={
          <Suspense fallback={null}>
            <PrivacyRoute />
          </Suspense>
        }
      />
      <Route
        path={MARKETING_ROUTES.terms}
        element={
          <Suspense fallback={null}>
            <TermsRoute />
          </Suspense>
        }
      />
    </Routes>
  );
}
