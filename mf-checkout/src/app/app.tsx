import { Route, Routes } from 'react-router-dom';
import CheckoutRoute from '../routes/checkout';
import ManageSubscriptionRoute from '../routes/manage-subscription';
import SuccessRoute from '../routes/success';
import { CHECKOUT_ROUTES } from './routes';

// The server renders /checkout with the payment configuration (./prefetch) and takes its form posted as HTML (./action).
export { prefetch } from './prefetch';
export { action } from './action';

/** The checkout remote's one exposed module: it routes its own paths, inside the shell's page frame. */
export default function CheckoutApp() {
  return (
    <Routes>
      <Route path={CHECKOUT_ROUTES.checkout} element={<CheckoutRoute />} />
      <Route path={CHECKOUT_ROUTES.success} element={<SuccessRoute />} />
      <Route path={CHECKOUT_ROUTES.manageSubscription} element={<ManageSubscriptionRoute />} />
    </Routes>
  );
}
