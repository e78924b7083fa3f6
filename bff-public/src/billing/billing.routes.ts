import { BILLING_MESSAGES, PUBLIC_API_PATHS, publicApi } from '@fresh-pouf/contracts';
import { bffRouteServer, requestIdOf } from '@fresh-pouf/server-kit';
import { type RequestHandler, Router } from 'express';
import type { BillingService } from './billing.service';

/** `limiter` guards the call that sends e-mail. */
export function billingRoutes(service: BillingService, limiter: RequestHandler): Router {
  const router = Router();
  const api = publicApi.billing;

  // A link opened from an e-mail: a plain GET that ends in Stripe's portal (or the site's page
  // saying why not). Opening it changes nothing, so a mail scanner that follows it does no harm.
  router.get(PUBLIC_API_PATHS.billing.portal, async (req, res) => {
    const destination = await service.portalDestination(req.query.token, requestIdOf(req));
    res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer').redirect(303, destination);
  });

  bffRouteServer(router)(api.portalSession, async ({ body, res }) => {
    res.set('Cache-Control', 'no-store');
    return service.portalForPayment(body);
  });

  bffRouteServer(router, [limiter])(api.portalLink, async ({ body, requestId }) => {
    await service.sendPortalLink(body.email, requestId);
    return { message: BILLING_MESSAGES.linkSent };
  });

  return router;
}
