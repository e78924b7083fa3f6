import { Route, Routes } from 'react-router-dom';
import LandingRoute from '../routes/landing';
import { MARKETING_ROUTES } from './routes';

/** The marketing remote's one exposed module: it routes its own paths, inside the shell's page frame. */
export default function MarketingApp() {
  return (
    <Routes>
      <Route path={MARKETING_ROUTES.landing} element={<LandingRoute />} />
    </Routes>
  );
}
