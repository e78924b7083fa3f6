import {
  BILLING_MESSAGES,
  BILLING_PORTAL_LINK_URL,
  BILLING_PORTAL_SESSION_URL,
  BILLING_PORTAL_URL,
  paymentStatusQuerySchema,
  portalLinkRequestSchema,
} from '@fresh-pouf/contracts';
import { parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { type RequestHandler, Router } from 'express';
import type { BillingService } from './billing.service';

/** `limiter` guards the call that sends e-mail. */
export function billingRoutes(service: BillingService, limiter: RequestHandler): Router {
  const router = Router();

  // A link opened from an e-mail: a plain GET that ends in Stripe's portal (or the site's page
  // saying why not). Opening it changes nothing, so a mail scanner that follows it does no harm.
  router.get(BILLING_PORTAL_URL, async (req, res) => {
    const destination = await service.portalDestination(req.query.token, requestIdOf(req));
    res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer').redirect(303, destination);
  });

  router.post(BILLING_PORTAL_SESSION_URL, async (req, res) => {
    const payment = parseInput(paymentStatusQuerySchema, req.body);
    res.set('Cache-Control', 'no-store').json(await service.portalForPayment(payment));
  });

  router.post(BILLING_PORTAL_LINK_URL, limiter, async (req, res) => {
    const { email } = parseInput(portalLinkRequestSchema, req.body);
    await service.sendPortalLink(email, requestIdOf(req));
    res.status(202).json({ message: BILLING_MESSAGES.linkSent });
  });

  return router;
}
