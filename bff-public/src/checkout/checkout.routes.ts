import {
  CHECKOUT_CONFIG_URL,
  CREATE_SUBSCRIPTION_URL,
  createSubscriptionRequestSchema,
  PAYMENT_STATUS_URL,
  paymentStatusQuerySchema,
  RATE_LIMITS,
} from '@fresh-pouf/contracts';
import { parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import { type LimitSettings, sendLimitAnswer, setLimitHeaders } from '../rate-limit/rate-limit';
import { signupContextOf } from '../waitlist/signup-request';
import type { CheckoutService } from './checkout.service';

/** `limit`: the sign-up's per-address limit, which the one call that creates things (an entry, a Stripe customer) counts against. */
export function checkoutRoutes(service: CheckoutService, limit: LimitSettings): Router {
  const router = Router();

  router.get(CHECKOUT_CONFIG_URL, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(service.config());
  });

  router.post(CREATE_SUBSCRIPTION_URL, async (req, res) => {
    const request = parseInput(createSubscriptionRequestSchema, req.body);
    const context = signupContextOf(req, limit);
    const result = await service.createSubscription(request, requestIdOf(req), context);
    if (result.count) setLimitHeaders(res, context.limit, result.count);
    if (result.outcome === 'limited') return void sendLimitAnswer(res, RATE_LIMITS.waitlistSignup, result.count);
    res.json(result.answer);
  });

  router.get(PAYMENT_STATUS_URL, async (req, res) => {
    const query = parseInput(paymentStatusQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json(await service.paymentStatus(query));
  });

  return router;
}
