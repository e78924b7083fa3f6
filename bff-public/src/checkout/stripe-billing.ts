import { createHash } from 'node:crypto';
import {
  CHECKOUT_MESSAGES,
  describePlanChoice,
  type EarlyBirdPurchase,
  FREQUENCY_MONTHS,
  type PaymentStatus,
} from '@fresh-pouf/contracts';
import { AppError, inClientSpan, type Logger, sameSecret } from '@fresh-pouf/server-kit';
import Stripe from 'stripe';

export const EARLY_BIRD_PRODUCT_ID = 'fresh_pouf_early_bird';
const CURRENCY = 'usd';

/** The same inputs give the same key, so a retried request reaches the same Stripe object. */
export function idempotencyKey(...parts: Array<string | number>): string {
  return `fresh-pouf-${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 40)}`;
}

/** What a subscription was bought for; a stored subscription is reused only when this matches. */
export function purchaseKey(p: EarlyBirdPurchase): string {
  return `${p.planId}:${p.poufs}:${p.frequency}:${p.amountCents}`;
}

export interface OpenSubscription {
  subscriptionId: string;
  clientSecret: string;
  paymentIntentId: string | null;
}

export type StoredSubscription =
  { kind: 'reusable'; open: OpenSubscription } | { kind: 'paid' } | { kind: 'stale'; cancel: boolean };

function paymentIntentIdOf(clientSecret: string): string | null {
  // A PaymentIntent's client secret is "<id>_secret_<secret>".
  const [id] = clientSecret.split('_secret_');
  return id?.startsWith('pi_') ? id : null;
}

function openSubscription(sub: Stripe.Subscription): OpenSubscription | null {
  const invoice = sub.latest_invoice;
  const secret = invoice && typeof invoice === 'object' ? invoice.confirmation_secret?.client_secret : undefined;
  if (!secret) return null;
  return { subscriptionId: sub.id, clientSecret: secret, paymentIntentId: paymentIntentIdOf(secret) };
}

/**
 * Stripe's own failures become answers a visitor can act on; the details go to the log. In a
 * recorded trace each call is a client span of its own ("Stripe customer").
 */
async function callStripe<T>(logger: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await inClientSpan(`Stripe ${what}`, { 'peer.service': 'stripe' }, call);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) {
      logger.error(
        { type: err.type, code: err.code, status: err.statusCode, message: err.message },
        `Stripe failed: ${what}`,
      );
      throw new AppError(502, CHECKOUT_MESSAGES.providerUnavailable);
    }
    throw err;
  }
}

export function createStripeBilling(stripe: Stripe, logger: Logger) {
  let product: Promise<string> | undefined;

  /** `attempt` names the creation: making the product again after it was deleted must not replay the first creation's answer. */
  async function ensureProduct(attempt = 'first'): Promise<string> {
    try {
      await stripe.products.retrieve(EARLY_BIRD_PRODUCT_ID);
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)) throw err;
      await stripe.products.create(
        { id: EARLY_BIRD_PRODUCT_ID, name: 'Fresh Pouf Early Bird subscription' },
        {
          idempotencyKey:
            attempt === 'first'
              ? idempotencyKey('product', EARLY_BIRD_PRODUCT_ID)
              : idempotencyKey('product', EARLY_BIRD_PRODUCT_ID, attempt),
        },
      );
    }
    return EARLY_BIRD_PRODUCT_ID;
  }

  return {
    product(): Promise<string> {
      product ??= callStripe(logger, 'product', () => ensureProduct()).catch((err: unknown) => {
        product = undefined;
        throw err;
      });
      return product;
    },

    async createCustomer(entryId: number, email: string, name: string): Promise<string> {
      const customer = await callStripe(logger, 'customer', () =>
        stripe.customers.create(
          { email, name, metadata: { waitlistEntryId: String(entryId) } },
          { idempotencyKey: idempotencyKey('customer', entryId, email, name) },
        ),
      );
      return customer.id;
    },

    /** A subscription stored earlier: still payable for this purchase, already paid, or to be replaced. */
    async inspect(subscriptionId: string, purchase: EarlyBirdPurchase): Promise<StoredSubscription> {
      const sub = await callStripe(logger, 'subscription lookup', () =>
        stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.confirmation_secret'] }),
      );
      if (sub.status === 'active' || sub.status === 'trialing') return { kind: 'paid' };
      const open = sub.status === 'incomplete' ? openSubscription(sub) : null;
      if (open && sub.metadata?.purchase === purchaseKey(purchase)) return { kind: 'reusable', open };
      return { kind: 'stale', cancel: sub.status === 'incomplete' };
    },

    /**
     * An unpaid subscription already made for this purchase but never recorded (the answer was
     * lost, or core could not store it): paying that one beats creating a second.
     */
    async findOpen(customerId: string, purchase: EarlyBirdPurchase): Promise<OpenSubscription | null> {
      const list = await callStripe(logger, 'subscription list', () =>
        stripe.subscriptions.list({
          customer: customerId,
          status: 'incomplete',
          limit: 20,
          expand: ['data.latest_invoice.confirmation_secret'],
        }),
      );
      for (const sub of list.data) {
        const open = sub.metadata?.purchase === purchaseKey(purchase) ? openSubscription(sub) : null;
        if (open) return open;
      }
      return null;
    },

    async cancel(subscriptionId: string): Promise<void> {
      await callStripe(logger, 'cancel', () => stripe.subscriptions.cancel(subscriptionId));
    },

    async createSubscription(args: {
      entryId: number;
      customerId: string;
      purchase: EarlyBirdPurchase;
      replaces: string | null;
    }): Promise<OpenSubscription> {
      const { entryId, customerId, purchase, replaces } = args;
      const create = (productId: string) =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            items: [
              {
                price_data: {
                  currency: CURRENCY,
                  product: productId,
                  unit_amount: purchase.amountCents,
                  recurring: { interval: 'month', interval_count: FREQUENCY_MONTHS[purchase.frequency] },
                },
              },
            ],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
            expand: ['latest_invoice.confirmation_secret'],
            description: `Early Bird: ${describePlanChoice({ plan: purchase.planId, numberOfPoufs: purchase.poufs, frequency: purchase.frequency })}`,
            metadata: { waitlistEntryId: String(entryId), purchase: purchaseKey(purchase) },
          },
          {
            idempotencyKey: idempotencyKey(
              'subscription',
              entryId,
              customerId,
              purchaseKey(purchase),
              replaces ?? 'first',
            ),
          },
        );
      const productId = await this.product();
      const sub = await callStripe(logger, 'subscription', async () => {
        try {
          return await create(productId);
        } catch (err) {
          // The product went away at Stripe (deleted in the dashboard, another account): make it again, once.
          if (!(
            err instanceof Stripe.errors.StripeInvalidRequestError &&
            err.code === 'resource_missing' &&
            /product/i.test(err.message)
          ))
            throw err;
          const again = ensureProduct(`again-${Date.now()}`);
          product = again;
          return create(await again);
        }
      });
      const open = openSubscription(sub);
      if (!open) {
        logger.error({ subscriptionId: sub.id, status: sub.status }, 'Stripe subscription has no confirmation secret');
        throw new AppError(502, CHECKOUT_MESSAGES.providerUnavailable);
      }
      return open;
    },

    /** Answers only who holds the intent's client secret; anyone else learns nothing, not even that it exists. */
    /** The customer of a succeeded payment, proven by its client secret; null when it is not one. */
    async paidCustomer(paymentIntentId: string, clientSecret: string): Promise<string | null> {
      try {
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
        if (!sameSecret(clientSecret, intent.client_secret ?? '') || intent.status !== 'succeeded' || !intent.customer)
          return null;
        return typeof intent.customer === 'string' ? intent.customer : intent.customer.id;
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },

    async paymentStatus(paymentIntentId: string, clientSecret: string): Promise<PaymentStatus> {
      try {
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
        if (!sameSecret(clientSecret, intent.client_secret ?? ''))
          throw AppError.notFound(CHECKOUT_MESSAGES.paymentNotFound);
        if (intent.status === 'succeeded') return { status: 'succeeded' };
        if (intent.status === 'processing') return { status: 'processing' };
        if (intent.status === 'requires_payment_method' || intent.status === 'canceled') return { status: 'failed' };
        return { status: 'unknown' };
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)
          throw AppError.notFound(CHECKOUT_MESSAGES.paymentNotFound);
        logger.warn({ err, paymentIntentId }, 'could not read a payment intent');
        return { status: 'unknown' };
      }
    },
  };
}

export type StripeBilling = ReturnType<typeof createStripeBilling>;
