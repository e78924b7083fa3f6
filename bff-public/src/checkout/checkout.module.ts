import type { CoreClient, Logger, ServiceMetrics } from '@fresh-pouf/server-kit';
import type { Router } from 'express';
import type { BffPublicConfig } from '../config';
import { createStripeClient } from '@fresh-pouf/billing';
import { checkoutRoutes } from './checkout.routes';
import { createCheckoutService } from './checkout.service';
import { createStripeBilling } from './stripe-billing';
import { stripeWebhookRoutes } from './stripe-webhook.routes';
import { webhookMetrics } from './webhook-metrics';

export interface CheckoutModule {
  /** Needs the raw body: mount before any JSON parser. */
  webhook: Router;
  routes: Router;
  /** Opens a customer portal session; null unless Stripe is fully configured. */
  openPortal: ((customerId: string, returnUrl: string) => Promise<string>) | null;
  /** The customer of a succeeded payment its client secret proves; null unless Stripe is fully configured. */
  paidCustomer: ((paymentIntentId: string, clientSecret: string) => Promise<string | null>) | null;
}

export function checkoutModule(
  config: BffPublicConfig,
  core: CoreClient,
  logger: Logger,
  metrics: ServiceMetrics,
): CheckoutModule {
  const log = logger.child({ component: 'checkout' });
  const stripe = config.STRIPE_SECRET_KEY ? createStripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_URL) : null;
  const complete = Boolean(stripe && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET);
  if (!complete) {
    const keys = {
      STRIPE_SECRET_KEY: config.STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: config.STRIPE_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: config.STRIPE_WEBHOOK_SECRET,
    };
    const missing = Object.entries(keys)
      .filter(([, value]) => !value)
      .map(([name]) => name);
    // Half a configuration would take money without ever hearing that it arrived.
    log.warn({ missing }, 'Stripe is not fully configured: checkout answers that payments are not configured');
  }
  const billing = complete && stripe ? createStripeBilling(stripe, log) : null;
  const service = createCheckoutService({
    core,
    billing,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
  });
  return {
    openPortal:
      complete && stripe
        ? async (customer, returnUrl) =>
            (await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl })).url
        : null,
    paidCustomer: billing ? (id, secret) => billing.paidCustomer(id, secret) : null,
    webhook: stripeWebhookRoutes({
      verifier: stripe && config.STRIPE_WEBHOOK_SECRET ? { stripe, secret: config.STRIPE_WEBHOOK_SECRET } : null,
      core,
      logger: log,
      metrics: webhookMetrics(metrics),
    }),
    // An Early Bird checkout is a sign-up too: core counts it against the waitlist's own per-address limit.
    routes: checkoutRoutes(service, {
      max: config.WAITLIST_RATE_LIMIT_MAX,
      windowMs: config.WAITLIST_RATE_LIMIT_WINDOW_MS,
    }),
  };
}
