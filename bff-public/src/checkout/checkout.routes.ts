import {
  CHECKOUT_CONFIG_URL,
  CREATE_SUBSCRIPTION_URL,
  createSubscriptionRequestSchema,
  PAYMENT_STATUS_URL,
  paymentStatusQuerySchema,
  WAITLIST_MESSAGES,
} from '@fresh-pouf/contracts';
import { parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import { type LimitPolicy, setLimitHeaders } from '../rate-limit/limit-headers';
import { signupContextOf } from '../waitlist/signup-request';
import type { CheckoutService } from './checkout.service';

/** `limit`: the sign-up's per-address limit, which the one call that creates things (an entry, a Stripe customer) counts against. */
export function checkoutRoutes(service: CheckoutService, limit: LimitPolicy): Router {
  const router = Router();

  router.get(CHECKOUT_CONFIG_URL, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(service.config());
  });

  router.post(CREATE_SUBSCRIPTION_URL, async (req, res) => {
    const request = parseInput(createSubscriptionRequestSchema, req.body);
    const context = signupContextOf(req, limit);
    const result = await service.createSubscription(request, requestIdOf(req), context);
    if (result.count) setLimitHeaders(res, limit, context.limit.key, result.count);
    if (result.outcome === 'limited') return void res.status(429).json({ message: WAITLIST_MESSAGES.rateLimited });
    res.json(result.answer);
  });

  router.get(PAYMENT_STATUS_URL, async (req, res) => {
    const query = parseInput(paymentStatusQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json(await service.paymentStatus(query));
  });

  return router;
}
