import { z } from 'zod';
import { checkoutAmount, resolvePlanChoice, toCents, type Frequency, type PlanId } from '@fresh-pouf/contracts/values';
import { joinDateSchema } from './text';
import { emailSchema, frequencyFieldSchema, fullNameSchema, planIdFieldSchema, poufCountSchema } from './waitlist';

/** docs/product/checkout-and-payments.md, word for word; the rest is the product's own. */
export const CHECKOUT_MESSAGES = {
  loading: 'Setting up your payment...',
  /** Who pays was sent as HTML: the card fields are Stripe's, and they need the page's script. */
  cardNeedsScript:
    'Your checkout is ready. The card form needs JavaScript: turn it on (or use a browser that runs it) and reload this page to pay.',
  goBack: 'Go Back',
  processing: 'Processing...',
  payNow: 'Subscribe and pay',
  setupFailed: 'Failed to create payment session',
  setupToastTitle: 'Error',
  setupToast: 'Failed to initialize payment. Please try again.',
  paymentFailedTitle: 'Payment Failed',
  /** At the card field after a declined first payment, beside the provider's message: the same page takes another try. */
  cardDeclinedRetry: 'Nothing was charged. Check the card details or use another card, then try again.',
  unknownError: 'An unknown error occurred',
  paymentErrorTitle: 'Payment Error',
  paymentError: 'An unexpected error occurred during payment processing.',
  paymentSuccessTitle: 'Payment Successful',
  paymentSuccess: 'Thank you for your purchase!',
  successHeading: 'Payment Successful!',
  returnHome: 'Return Home',
  notConfigured: 'Payments are not configured on this site yet, so no card can be charged. Please try again later.',
  noPlan: 'No plan was chosen. Please pick a plan and claim the Early Bird offer first.',
  amountMismatch: "The amount does not match the plan's Early Bird price.",
  alreadyPaid: 'This email address already has a paid Early Bird subscription.',
  // The same words whether or not that address has paid: a stranger learns nothing from them.
  verifyByEmail:
    "This email address is already on our list. To keep its place safe, we've e-mailed it a link: open that link to continue your Early Bird checkout.",
  verifyByEmailTitle: 'Check your inbox',
  paymentNotFound: 'No such payment.',
  notSaved: 'We could not save your checkout just now. Please try again.',
  /** Heading of the one notice a refused-for-now checkout shows (429): the server's reason under it, no "try again" toast. */
  rateLimitedTitle: 'Please wait a few minutes',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  invalidSignature: 'Invalid webhook signature',
  statusProcessing: 'Your payment is still processing. This page updates by itself as soon as it completes.',
  statusFailed: 'Your payment did not go through. No subscription was started; please try again.',
  statusConfirmed: 'Your payment is confirmed and your Early Bird price is locked in for life.',
  statusUnknown: 'We could not confirm the payment with our payment provider just now. Please check again in a moment.',
} as const;

/** The checkout call sends a fixed placeholder as the waitlist entry id; it identifies no one. */
export const WAITLIST_ENTRY_PLACEHOLDER_ID = 'early-bird';

/** What /checkout reads from session storage (or rebuilds from the query string). */
export const checkoutPlanDetailsSchema = z.object({
  planId: planIdFieldSchema,
  poufs: poufCountSchema,
  frequency: frequencyFieldSchema.default('monthly'),
  isSubscription: z.literal(true),
});
export type CheckoutPlanDetails = z.output<typeof checkoutPlanDetailsSchema>;

/** The stored sign-up the Early Bird path hands over (the waitlist form, normalised). */
export const checkoutCustomerSchema = z.object({
  email: emailSchema,
  fullName: fullNameSchema,
  joinDate: joinDateSchema,
});
export type CheckoutCustomer = z.infer<typeof checkoutCustomerSchema>;

/** Hours an e-mailed checkout link (and a checkout's browser token) keeps working. */
export const CHECKOUT_TOKEN_TTL_HOURS = 24;
/** At most one checkout link e-mail per entry in this many minutes, so nobody can mail-bomb an address. */
export const CHECKOUT_LINK_EMAIL_INTERVAL_MINUTES = 10;
/** Query parameter of the e-mailed link that carries its checkout token. */
export const CHECKOUT_CLAIM_PARAM = 'claim';

/**
 * The proof that a checkout may touch an entry: 32 random bytes (base64url) that only the browser
 * session which created the entry, or the inbox of its address, holds. Stored hashed by core.
 */
export const checkoutTokenSchema = z
  .string({ error: 'checkoutToken is required' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'checkoutToken is malformed');

/**
 * POST /api/create-subscription: the spec's fields plus `customer`, because the placeholder
 * entry id cannot say who is paying, and `checkoutToken`, which proves the right to change that
 * person's entry. `amount` is what the page showed; the server recomputes it.
 */
export const createSubscriptionRequestSchema = z
  .object({
    waitlistEntryId: z.union([z.string(), z.number()]).optional(),
    planId: planIdFieldSchema,
    isSubscription: z.literal(true, { error: 'Early Bird checkout is always a subscription' }),
    planDetails: z.object({
      planId: planIdFieldSchema,
      poufs: poufCountSchema,
      frequency: frequencyFieldSchema,
      amount: z.number({ error: 'amount must be a number' }).positive('amount must be a number'),
    }),
    customer: checkoutCustomerSchema,
    checkoutToken: checkoutTokenSchema,
  })
  .refine((body) => body.planId === body.planDetails.planId, {
    path: ['planDetails', 'planId'],
    message: 'planId and planDetails.planId disagree',
  });
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

export const createSubscriptionResponseSchema = z.object({
  clientSecret: z.string().min(1),
  amount: z.number().optional(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** GET /api/checkout/config: the publishable key comes from the server at run time, never from the build. */
export const checkoutConfigSchema = z.object({ publishableKey: z.string().min(1).nullable() });
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

/**
 * GET /api/checkout/payment-status: only who holds the PaymentIntent's client secret (the page
 * that paid, or Stripe's redirect back to /success) may ask about it.
 */
export const paymentStatusQuerySchema = z.object({
  payment_intent: z
    .string({ error: 'payment_intent is missing' })
    .regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'payment_intent is malformed'),
  payment_intent_client_secret: z
    .string({ error: 'payment_intent_client_secret is missing' })
    .regex(/^pi_[A-Za-z0-9_]{1,200}_secret_[A-Za-z0-9_]{1,200}$/, 'payment_intent_client_secret is malformed'),
});
export type PaymentStatusQuery = z.infer<typeof paymentStatusQuerySchema>;

export const PAYMENT_STATES = ['succeeded', 'processing', 'failed', 'unknown'] as const;
export const paymentStatusSchema = z.object({ status: z.enum(PAYMENT_STATES) });
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The subscription actually bought: the plan decides poufs and rhythm, as for a sign-up. */
export interface EarlyBirdPurchase {
  planId: PlanId;
  poufs: number;
  frequency: Frequency;
  /** Dollars per period, from the shared pricing rules. */
  amount: number;
  amountCents: number;
}

export function earlyBirdPurchase(details: { planId: PlanId; poufs: number; frequency: Frequency }): EarlyBirdPurchase {
  const { plan, numberOfPoufs, frequency } = resolvePlanChoice({
    plan: details.planId,
    numberOfPoufs: details.poufs,
    frequency: details.frequency,
  });
  const amount = checkoutAmount({ planId: plan, poufs: numberOfPoufs, frequency });
  return { planId: plan, poufs: numberOfPoufs, frequency, amount, amountCents: toCents(amount) };
}

/** Whole cents as the "6.74" text stored in paymentAmount. */
export function centsToAmountText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Session storage key of the browser's checkout token (beside the spec's own keys). */
export const CHECKOUT_TOKEN_STORAGE_KEY = 'checkoutToken';
