import {
  CHECKOUT_MESSAGES,
  coreApi,
  type Attribution,
  type Consent,
  type CheckoutConfig,
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
  earlyBirdPurchase,
  type PaymentStatus,
  type PaymentStatusQuery,
  type StripeIds,
  toCents,
} from '@fresh-pouf/contracts';
import { AppError, type CoreClient } from '@fresh-pouf/server-kit';
import type { OpenSubscription, StripeBilling } from './stripe-billing';

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
      requestId?: string,
      { attribution, consent, clientAddress }: { attribution?: Attribution | undefined; consent?: Consent | undefined; clientAddress?: string } = {},
    ): Promise<CreateSubscriptionResponse> {
      const billing = configured();
      const purchase = earlyBirdPurchase(request.planDetails);
      if (toCents(request.planDetails.amount) !== purchase.amountCents) {
        throw AppError.badRequest(CHECKOUT_MESSAGES.amountMismatch, { 'planDetails.amount': [CHECKOUT_MESSAGES.amountMismatch] });
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
          ...(attribution ? { attribution } : {}),
          ...(consent ? { consent } : {}),
          ...(clientAddress ? { clientAddress } : {}),
        },
        requestId,
      });
      if (prepared.outcome === 'verify-email') throw AppError.conflict(CHECKOUT_MESSAGES.verifyByEmail);
      let entry = prepared.entry;

      let replaces: string | null = null;
      if (entry.stripeSubscriptionId) {
        const stored = await billing.inspect(entry.stripeSubscriptionId, purchase);
        if (stored.kind === 'paid') throw AppError.conflict(CHECKOUT_MESSAGES.alreadyPaid);
        if (stored.kind === 'reusable') return answer(stored.open);
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
      return answer(open);

      function saveStripeIds(id: number, ids: StripeIds) {
        return deps.core.call(coreApi.checkout.saveStripeIds, { params: { id }, body: ids, requestId });
      }

      function answer(open: OpenSubscription): CreateSubscriptionResponse {
        return { clientSecret: open.clientSecret, amount: purchase.amount };
      }
    },

    async paymentStatus(query: PaymentStatusQuery): Promise<PaymentStatus> {
      return configured().paymentStatus(query.payment_intent, query.payment_intent_client_secret);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
