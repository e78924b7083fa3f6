import { z } from 'zod';
import { CHECKOUT_MESSAGES, checkoutCustomerSchema, checkoutTokenSchema } from '../checkout';
import { planChoiceSchema, waitlistEntryRecordSchema } from '../waitlist';
import { appliedRateLimitSchema, rateLimitCountSchema } from './rate-limit';
import { subscriptionStatusSchema } from '../subscription';
import { coreRoute, idParams } from './route';
import { signUpContextShape, WAITLIST_ENTRY_NOT_FOUND } from './waitlist';

/** The Early Bird entry a checkout needs: who pays, what they chose, and the token proving the right to change it. */
export const earlyBirdEntryRequestSchema = checkoutCustomerSchema.extend(planChoiceSchema.shape).extend({
  checkoutToken: checkoutTokenSchema,
  /** The sign-up's own checks, the same as the waitlist's: its per-address limit and what the form said of itself. */
  limit: appliedRateLimitSchema.optional(),
  ...signUpContextShape,
});
export type EarlyBirdEntryRequest = z.infer<typeof earlyBirdEntryRequestSchema>;

/**
 * core's answer: `ready` when the entry is new or the token proves it is the requester's (the
 * entry then holds this checkout's plan); `verify-email` when the address has an entry the
 * token does not open: nothing changed, and a link went to that address. Either way, whether
 * the address has paid is told to nobody but its owner.
 */
export const earlyBirdEntryResultSchema = z.discriminatedUnion('outcome', [
  /** `count`: the client address's sign-up count after this checkout (null when none was counted). */
  z.object({
    outcome: z.literal('ready'),
    entry: waitlistEntryRecordSchema,
    count: rateLimitCountSchema.nullable().optional(),
  }),
  z.object({ outcome: z.literal('verify-email') }),
  /** Over the sign-up limit of the client address: nothing stored. */
  z.object({ outcome: z.literal('limited'), count: rateLimitCountSchema }),
  /** A bot's checkout (the sign-up's checks): nothing stored, created or sent; the BFF answers a decoy. */
  z.object({ outcome: z.literal('refused') }),
]);
export type EarlyBirdEntryResult = z.infer<typeof earlyBirdEntryResultSchema>;

export const stripeIdsSchema = z.object({
  stripeCustomerId: z.string().min(1).optional(),
  stripeSubscriptionId: z.string().min(1).optional(),
  stripePaymentIntentId: z.string().min(1).optional(),
});
export type StripeIds = z.infer<typeof stripeIdsSchema>;

/**
 * One Stripe event, reduced to what changes an entry. `kind` decides the effect; `occurredAt`
 * (Stripe's `created`, seconds) orders effects so late deliveries cannot undo newer news.
 */
export const paymentEventSchema = z.object({
  eventId: z.string().min(1),
  type: z.string().min(1),
  occurredAt: z.number().int().nonnegative(),
  /** `upcoming`: an invoice Stripe is about to charge; only its price is checked. */
  kind: z.enum(['paid', 'failed', 'active', 'ended', 'upcoming', 'ignored']),
  subscriptionId: z.string().min(1).nullable(),
  customerId: z.string().min(1).nullable(),
  paymentMethod: z.string().nullable().optional(),
  amountCents: z.number().int().nonnegative().nullable().optional(),
  paymentIntentId: z.string().nullable().optional(),
  /** The invoice an invoice event is about: one dunning e-mail per failed invoice. */
  invoiceId: z.string().min(1).nullable().optional(),
  /**
   * Why Stripe made the invoice (its `billing_reason`): `subscription_create` is the checkout's
   * first payment, `subscription_cycle` a renewal. A failed first payment leaves an unpaid Early
   * Bird (Stripe's `incomplete`); only a failed renewal is past due and dunned.
   */
  billingReason: z.string().min(1).nullable().optional(),
  /** The invoice's price before discounts and tax, in cents: what the locked price is checked against. */
  priceCents: z.number().int().nonnegative().nullable().optional(),
  /**
   * How many months that price is for (the subscription's or invoice line's billing interval): a
   * locked price is an amount per plan period. 0 for an interval that is not whole months (days,
   * weeks); absent when the event does not say.
   */
  priceMonths: z.number().int().nonnegative().nullable().optional(),
  /** Stripe's own subscription status (subscription events). */
  subscriptionStatus: subscriptionStatusSchema.nullable().optional(),
  cancelAtPeriodEnd: z.boolean().optional(),
  /** When the current period ends, or the cancellation takes effect (seconds). */
  periodEnd: z.number().int().nonnegative().nullable().optional(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export const paymentEventResultSchema = z.object({
  outcome: z.enum(['applied', 'duplicate', 'stale', 'no-entry', 'ignored']),
  entryId: z.number().int().nullable(),
});
export type PaymentEventResult = z.infer<typeof paymentEventResultSchema>;

const failureMessage = CHECKOUT_MESSAGES.notSaved;

/** Early Bird checkout: core keeps the entry, its Stripe ids and every payment event. */
export const coreCheckoutApi = {
  prepareEarlyBird: coreRoute({
    method: 'POST',
    path: '/internal/checkout/early-bird-entries',
    body: earlyBirdEntryRequestSchema,
    status: 200,
    response: earlyBirdEntryResultSchema,
    passThrough: [400, 409],
    failureMessage,
  }),
  saveStripeIds: coreRoute({
    method: 'PATCH',
    path: '/internal/waitlist-entries/:id/stripe',
    ...idParams(WAITLIST_ENTRY_NOT_FOUND),
    body: stripeIdsSchema,
    status: 200,
    response: waitlistEntryRecordSchema,
    passThrough: [400, 409],
    failureMessage,
  }),
  recordPaymentEvent: coreRoute({
    method: 'POST',
    path: '/internal/payment-events',
    body: paymentEventSchema,
    status: 200,
    response: paymentEventResultSchema,
    passThrough: [400, 409],
    failureMessage,
  }),
};
