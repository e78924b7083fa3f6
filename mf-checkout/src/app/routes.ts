import type { RemoteRoutesInput } from '@fresh-pouf/contracts';

/** The payment screens (spec section 2). */
export const CHECKOUT_ROUTES = {
  checkout: '/checkout',
  success: '/success',
} as const;

/** Published in this remote's mf-manifest.json: the gateway and the shell learn the checkout's paths from it. */
export const remoteRoutes = { routes: Object.values(CHECKOUT_ROUTES), frame: 'site' } satisfies RemoteRoutesInput;
