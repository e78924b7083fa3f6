import { CHECKOUT_CLAIM_PARAM, checkoutTokenSchema, paymentStatusQuerySchema } from '@fresh-pouf/contracts';
import type { ServerPrefetch } from '@fresh-pouf/remote-kit';
import { matchPath } from 'react-router-dom';
import { checkoutConfigQueryOptions } from '../features/checkout/api/checkout-config';
import { paymentStatusQueryOptions } from '../features/checkout/api/payment-status';
import { newCheckoutToken } from '../features/checkout/lib/checkout-token';
import { CUSTOMER_FORM_TOKEN_KEY } from '../features/checkout/lib/customer-form-outcome';
import { CHECKOUT_ROUTES } from './routes';

/**
 * What /checkout shows first depends on whether payments are configured: asked before the server
 * renders it. Its "who pays" form carries a checkout token the server draws (kept when the form
 * comes back from its action), so a form posted before the page's script is a checkout of its own.
 * /success, opened by Stripe's redirect with the payment and its client secret, arrives saying
 * what the server says about that payment (the gateway sends such a page `no-store`).
 */
export const prefetch: ServerPrefetch = async ({ queryClient, pathname, search }) => {
  if (matchPath(CHECKOUT_ROUTES.success, pathname)) {
    const payment = paymentStatusQuerySchema.safeParse(Object.fromEntries(search));
    if (payment.success) await queryClient.prefetchQuery(paymentStatusQueryOptions(payment.data));
    return;
  }
  if (!matchPath(CHECKOUT_ROUTES.checkout, pathname)) return;
  // An e-mailed link's token is the checkout's own secret: the form goes on with it.
  const claimed = checkoutTokenSchema.safeParse(search.get(CHECKOUT_CLAIM_PARAM));
  if (queryClient.getQueryData(CUSTOMER_FORM_TOKEN_KEY) === undefined) {
    queryClient.setQueryData(CUSTOMER_FORM_TOKEN_KEY, claimed.success ? claimed.data : newCheckoutToken());
  }
  await queryClient.prefetchQuery(checkoutConfigQueryOptions());
};
