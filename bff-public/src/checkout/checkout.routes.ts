import {
  CHECKOUT_CONFIG_URL,
  CREATE_SUBSCRIPTION_URL,
  createSubscriptionRequestSchema,
  PAYMENT_STATUS_URL,
} from '@fresh-pouf/contracts';
import { AppError, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { type RequestHandler, Router } from 'express';
import type { CheckoutService } from './checkout.service';

const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

/** `limiter` guards the one call that creates things (an entry, a Stripe customer) per visitor. */
export function checkoutRoutes(service: CheckoutService, limiter: RequestHandler): Router {
  const router = Router();

  router.get(CHECKOUT_CONFIG_URL, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(service.config());
  });

  router.post(CREATE_SUBSCRIPTION_URL, limiter, async (req, res) => {
    const request = parseInput(createSubscriptionRequestSchema, req.body);
    res.json(await service.createSubscription(request, requestIdOf(req)));
  });

  router.get(PAYMENT_STATUS_URL, async (req, res) => {
    const id = req.query.payment_intent;
    if (typeof id !== 'string' || !PAYMENT_INTENT_ID.test(id)) throw AppError.badRequest('payment_intent is missing or malformed');
    res.set('Cache-Control', 'no-store').json(await service.paymentStatus(id));
  });

  return router;
}
