import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_MESSAGES,
  coreApi,
  type CheckoutConfig,
  type RateLimitCount,
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
  earlyBirdPurchase,
  type PaymentStatus,
  type PaymentStatusQuery,
  type StripeIds,
  toCents,
} from '@fresh-pouf/contracts';
import { AppError, type CoreClient } from '@fresh-pouf/server-kit';
import type { SignupContext } from '../waitlist/signup-request';
import type { OpenSubscription, StripeBilling } from './stripe-billing';

/** What a checkout answers, and the sign-up count it made (for the limit's headers). */
export type CheckoutResult =
  | { outcome: 'ready'; answer: CreateSubscriptionResponse; count: RateLimitCount | null }
  | { outcome: 'limited'; count: RateLimitCount };

/**
 * A bot's checkout (the sign-up's checks refused it) is answered like a real one, with a client
 * secret of Stripe's shape that opens nothing: nothing was stored, created or sent.
 */
const decoySecret = () => {
  const id = `pi_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
  return `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
};

export interface CheckoutServiceDeps {
  core: CoreClient;
  /** Null when the Stripe keys are not all set: checkout then refuses before creating anything. */
  billing: StripeBilling | null;
  publishableKey: string | null;
}

export function createCheckoutService(deps: CheckoutServiceDeps) {
  const configured = () => {
    if (!deps.billing || !deps.publishableKey) throw AppError.unavailable(CHECKOUT_MESSAGES.notConfigured);
    return deps.billing;
  };

  return {
    config(): CheckoutConfig {
      return { publishableKey: deps.billing ? deps.publishableKey : null };
    },

    /**
     * The amount comes from the shared pricing rules, never from the browser: a differing
     * amount is refused before anything is stored or created.
     */
    async createSubscription(
      request: CreateSubscriptionRequest,
      requestId: string | undefined,
      context: SignupContext,
    ): Promise<CheckoutResult> {
      const billing = configured();
      const purchase = earlyBirdPurchase(request.planDetails);
      if (toCents(request.planDetails.amount) !== purchase.amountCents) {
        throw AppError.badRequest(CHECKOUT_MESSAGES.amountMismatch, {
          'planDetails.amount': [CHECKOUT_MESSAGES.amountMismatch],
        });
      }

      // Stored first, so the visitor is on the list whatever Stripe does next. An address already
      // on the list is changed only by the checkout that proves it owns it (its token).
      const prepared = await deps.core.call(coreApi.checkout.prepareEarlyBird, {
        body: {
          ...request.customer,
          plan: purchase.planId,
          numberOfPoufs: purchase.poufs,
          frequency: purchase.frequency,
          checkoutToken: request.checkoutToken,
          ...context,
        },
        requestId,
      });
      if (prepared.outcome === 'limited') return prepared;
      if (prepared.outcome === 'refused')
        return { outcome: 'ready', answer: { clientSecret: decoySecret(), amount: purchase.amount }, count: null };
      if (prepared.outcome === 'verify-email') throw AppError.conflict(CHECKOUT_MESSAGES.verifyByEmail);
      let entry = prepared.entry;
      const count = prepared.count ?? null;

      let replaces: string | null = null;
      if (entry.stripeSubscriptionId) {
        const stored = await billing.inspect(entry.stripeSubscriptionId, purchase);
        if (stored.kind === 'paid') throw AppError.conflict(CHECKOUT_MESSAGES.alreadyPaid);
        if (stored.kind === 'reusable') return ready(stored.open);
        if (stored.cancel) await billing.cancel(entry.stripeSubscriptionId);
        replaces = entry.stripeSubscriptionId;
      }

      if (!entry.stripeCustomerId) {
        const customerId = await billing.createCustomer(entry.id, entry.email, entry.fullName);
        entry = await saveStripeIds(entry.id, { stripeCustomerId: customerId });
      }
      const customerId = entry.stripeCustomerId;
      if (!customerId) throw new AppError(502, CHECKOUT_MESSAGES.providerUnavailable);

      const open =
        (await billing.findOpen(customerId, purchase)) ??
        (await billing.createSubscription({ entryId: entry.id, customerId, purchase, replaces }));
      await saveStripeIds(entry.id, {
        stripeSubscriptionId: open.subscriptionId,
        ...(open.paymentIntentId ? { stripePaymentIntentId: open.paymentIntentId } : {}),
      });
      return ready(open);

      function saveStripeIds(id: number, ids: StripeIds) {
        return deps.core.call(coreApi.checkout.saveStripeIds, { params: { id }, body: ids, requestId });
      }

      function ready(open: OpenSubscription): CheckoutResult {
        return { outcome: 'ready', answer: { clientSecret: open.clientSecret, amount: purchase.amount }, count };
      }
    },

    async paymentStatus(query: PaymentStatusQuery): Promise<PaymentStatus> {
      return configured().paymentStatus(query.payment_intent, query.payment_intent_client_secret);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
