import { publicApi, RATE_LIMITS } from '@fresh-pouf/contracts';
import { ANSWERED, bffRouteServer } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import { type LimitSettings, sendLimitAnswer, setLimitHeaders } from '../rate-limit/rate-limit';
import { signupContextOf } from '../waitlist/signup-request';
import type { CheckoutService } from './checkout.service';

/** `limit`: the sign-up's per-address limit, which the one call that creates things (an entry, a Stripe customer) counts against. */
export function checkoutRoutes(service: CheckoutService, limit: LimitSettings): Router {
  const router = Router();
  const api = publicApi.checkout;
  const serve = bffRouteServer(router);

  serve(api.config, ({ res }) => {
    res.set('Cache-Control', 'no-store');
    return service.config();
  });

  serve(api.createSubscription, async ({ body: request, requestId, req, res }) => {
    const context = signupContextOf(req, limit);
    const result = await service.createSubscription(request, requestId, context);
    if (result.count) setLimitHeaders(res, context.limit, result.count);
    if (result.outcome === 'limited') {
      sendLimitAnswer(res, RATE_LIMITS.waitlistSignup, result.count);
      return ANSWERED;
    }
    return result.answer;
  });

  serve(api.paymentStatus, async ({ query, res }) => {
    res.set('Cache-Control', 'no-store');
    return service.paymentStatus(query);
  });

  return router;
}
