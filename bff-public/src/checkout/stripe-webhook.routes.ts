import { CHECKOUT_MESSAGES, coreApi, PUBLIC_API_PATHS } from '@fresh-pouf/contracts';
import { AppError, type CoreClient, type Logger, requestIdOf } from '@fresh-pouf/server-kit';
import express, { Router } from 'express';
import type Stripe from 'stripe';
import { toPaymentEvent } from './stripe-events';
import { verifiedStripeEvent } from './stripe-signature';
import type { WebhookMetrics } from './webhook-metrics';

export interface WebhookDeps {
  /** Null when STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET is unset. */
  verifier: { stripe: Stripe; secret: string } | null;
  core: CoreClient;
  logger: Logger;
  metrics: WebhookMetrics;
}

/**
 * Mounted before the JSON body parser: the signature covers the exact bytes Stripe sent.
 * A bad signature, or one made more than 5 minutes before or after now, is a 400 that changes
 * nothing (the event is neither applied nor logged); a failure to record answers 5xx,
 * so Stripe delivers the event again.
 */
export function stripeWebhookRoutes(deps: WebhookDeps): Router {
  const router = Router();
  router.post(PUBLIC_API_PATHS.webhooks.stripe, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    if (!deps.verifier) {
      deps.metrics.delivered('unknown', 'not-configured');
      throw AppError.unavailable(CHECKOUT_MESSAGES.notConfigured);
    }
    const signature = req.get('stripe-signature');
    const raw: unknown = req.body;
    const event =
      signature && Buffer.isBuffer(raw)
        ? verifiedStripeEvent(deps.verifier.stripe, raw, signature, deps.verifier.secret)
        : null;
    if (!event) {
      deps.metrics.delivered('unknown', 'invalid-signature');
      throw AppError.badRequest(CHECKOUT_MESSAGES.invalidSignature);
    }
    deps.metrics.arrived(event.type, event.created);

    const payment = toPaymentEvent(event);
    const result = await deps.core
      .call(coreApi.checkout.recordPaymentEvent, { body: payment, requestId: requestIdOf(req) })
      .catch((err: unknown) => {
        deps.metrics.delivered(event.type, 'failed');
        throw err;
      });
    deps.metrics.delivered(event.type, result.outcome);
    if (result.outcome === 'no-entry')
      deps.logger.warn({ eventId: event.id, type: event.type }, 'Stripe event for no known entry');
    res.json({ received: true, outcome: result.outcome });
  });
  return router;
}
