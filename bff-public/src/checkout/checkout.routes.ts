import {
  ATTRIBUTION_HEADER,
  CHECKOUT_CONFIG_URL,
  CREATE_SUBSCRIPTION_URL,
  createSubscriptionRequestSchema,
  decodeAttribution,
  PAYMENT_STATUS_URL,
  paymentStatusQuerySchema,
} from '@fresh-pouf/contracts';
import { parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { type RequestHandler, Router } from 'express';
import { withClientAddress } from '../consent/client-address';
import { consentOf } from '../consent/consent-of';
import type { CheckoutService } from './checkout.service';

/** `limiter` guards the one call that creates things (an entry, a Stripe customer) per visitor. */
export function checkoutRoutes(service: CheckoutService, limiter: RequestHandler): Router {
  const router = Router();

  router.get(CHECKOUT_CONFIG_URL, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(service.config());
  });

  router.post(CREATE_SUBSCRIPTION_URL, limiter, async (req, res) => {
    const request = parseInput(createSubscriptionRequestSchema, req.body);
    // Where the visit came from, as for a sign-up; a malformed header says nothing.
    const attribution = decodeAttribution(req.get(ATTRIBUTION_HEADER)) ?? undefined;
    res.json(await service.createSubscription(request, requestIdOf(req), { attribution, consent: consentOf(req), ...withClientAddress(req) }));
  });

  router.get(PAYMENT_STATUS_URL, async (req, res) => {
    const query = parseInput(paymentStatusQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json(await service.paymentStatus(query));
  });

  return router;
}
