import { z } from 'zod';
import { BILLING_MESSAGES, portalLinkRequestSchema, subscriptionStatusSchema } from '../subscription';
import { reconcileMatchSchema } from '../reconcile';
import { coreRoute, idParams } from './route';
import { WAITLIST_ENTRY_NOT_FOUND } from './waitlist';

/** An entry with a Stripe subscription, as the product believes it: what reconcile compares with Stripe. */
export const billingSubscriptionSchema = z.object({
  entryId: z.number().int(),
  email: z.string(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string(),
  subscriptionStatus: subscriptionStatusSchema.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The Early Bird price locked for the entry, per period, in cents. */
  lockedPriceCents: z.number().int(),
  /** Months between payments on the entry's plan; null for a rhythm the product does not sell. */
  intervalMonths: z.number().int().positive().nullable(),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

export const BILLING_SUBSCRIPTIONS_PAGE_SIZE = 500;

/** An e-mailed link's token (32 random bytes, base64url). */
export const portalTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, BILLING_MESSAGES.linkUnknown);

/** Paying customers: the way from an e-mailed link into Stripe's customer portal. */
export const coreBillingApi = {
  /** The Stripe customer a portal link opens: 404 for a link that names nothing, 410 once it has expired. */
  portalCustomer: coreRoute({
    method: 'POST',
    path: '/internal/billing/portal-links/resolve',
    body: z.object({ token: portalTokenSchema }),
    status: 200,
    response: z.object({ customerId: z.string().min(1) }),
    passThrough: [400, 404, 410],
    failureMessage: BILLING_MESSAGES.portalUnavailable,
  }),
  /** E-mails a fresh portal link to the address when it has a subscription (at most one per 10 minutes); answers the same either way. */
  sendPortalLink: coreRoute({
    method: 'POST',
    path: '/internal/billing/portal-links',
    body: portalLinkRequestSchema,
    status: 204,
    response: null,
    passThrough: [400],
    failureMessage: BILLING_MESSAGES.portalUnavailable,
  }),
  /** Entries with a subscription, by id, a page at a time. */
  subscriptions: coreRoute({
    method: 'GET',
    path: '/internal/billing/subscriptions',
    query: z.object({ after: z.coerce.number().int().nonnegative().default(0) }),
    status: 200,
    response: z.object({ subscriptions: z.array(billingSubscriptionSchema), nextAfter: z.number().int().nullable() }),
    passThrough: [400],
    failureMessage: BILLING_MESSAGES.portalUnavailable,
  }),
  /** The entries holding these subscriptions (one page of Stripe's list), for `npm run reconcile`. */
  subscriptionsByIds: coreRoute({
    method: 'POST',
    path: '/internal/billing/subscriptions/by-ids',
    body: reconcileMatchSchema,
    status: 200,
    response: z.object({ subscriptions: z.array(billingSubscriptionSchema) }),
    passThrough: [400],
    failureMessage: BILLING_MESSAGES.portalUnavailable,
  }),
  /** Takes Stripe's word for an entry's subscription state (reconcile --fix). */
  syncSubscription: coreRoute({
    method: 'POST',
    path: '/internal/billing/subscriptions/:id/state',
    ...idParams(WAITLIST_ENTRY_NOT_FOUND),
    body: z.object({ subscriptionStatus: subscriptionStatusSchema, cancelAtPeriodEnd: z.boolean() }),
    status: 204,
    response: null,
    passThrough: [400, 404],
    failureMessage: BILLING_MESSAGES.portalUnavailable,
  }),
};
