// Standalone view for the checkout team; in the product the shell renders the exposed routes.
import { renderStandalone } from '@fresh-pouf/remote-kit';
import { Route, Routes } from 'react-router-dom';
import CheckoutRoute from './routes/checkout';
import SuccessRoute from './routes/success';

renderStandalone(
  <Routes>
    <Route path="/success" element={<SuccessRoute />} />
    <Route path="*" element={<CheckoutRoute />} />
  </Routes>,
);
