// Standalone view for the checkout team (`npm run dev -w mf-checkout`); in the product the
// shell renders the exposed routes inside its own providers and page frame.
import '@fresh-pouf/ui/styles.css';
import { createQueryClient } from '@fresh-pouf/api-client';
import { Toaster } from '@fresh-pouf/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import CheckoutRoute from './routes/checkout';
import SuccessRoute from './routes/success';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <Routes>
            <Route path="/success" element={<SuccessRoute />} />
            <Route path="*" element={<CheckoutRoute />} />
          </Routes>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}
