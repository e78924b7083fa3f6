import { MANAGE_SUBSCRIPTION_PATH, type RemoteRoutesInput } from '@fresh-pouf/contracts';

/** The payment screens (docs/product/checkout-and-payments.md), and where a paying customer manages the subscription. */
export const CHECKOUT_ROUTES = {
  checkout: '/checkout',
  success: '/success',
  manageSubscription: MANAGE_SUBSCRIPTION_PATH,
} as const;

/** Published in this remote's mf-manifest.json: the gateway and the shell learn the checkout's paths from it. */
// /checkout is an islands page: the server's HTML is the page, and only the checkout itself (app/islands.ts) loads code.
export const remoteRoutes = {
  routes: Object.values(CHECKOUT_ROUTES),
  frame: 'site',
  islands: [CHECKOUT_ROUTES.checkout],
} satisfies RemoteRoutesInput;
