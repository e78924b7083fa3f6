import type { ServerPrefetch } from '@fresh-pouf/remote-kit';
import { matchPath } from 'react-router-dom';
import { checkoutConfigQueryOptions } from '../features/checkout/api/checkout-config';
import { CHECKOUT_ROUTES } from './routes';

/** What /checkout shows first depends on whether payments are configured: asked before the server renders it. */
export const prefetch: ServerPrefetch = async ({ queryClient, pathname }) => {
  if (matchPath(CHECKOUT_ROUTES.checkout, pathname)) await queryClient.prefetchQuery(checkoutConfigQueryOptions());
};
