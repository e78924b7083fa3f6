import { type BillingSubscription, formatPrice, subscriptionStatusSchema, type SubscriptionStatus } from '@fresh-pouf/contracts';
import Stripe from 'stripe';

/** What Stripe says of one subscription, reduced to what the product keeps. */
export interface StripeSide {
  customerId: string | null;
  status: SubscriptionStatus | null;
  cancelAtPeriodEnd: boolean;
  unitAmountCents: number | null;
}

export interface Drift {
  entryId: number;
  email: string;
  subscriptionId: string;
  /** One line per difference, e.g. "status: product says active, Stripe says past_due". */
  differences: string[];
  /** The product's state can take Stripe's word for status and cancellation (never for a price). */
  fixable: { subscriptionStatus: SubscriptionStatus; cancelAtPeriodEnd: boolean } | null;
}

/**
 * The product's status agrees with Stripe's. A subscription Stripe calls `incomplete` (its first
 * payment not made yet, or declined and open to another try) is the product's unpaid Early Bird,
 * whether the product heard of a declined payment (`incomplete`) or of nothing yet (none).
 */
function sameStatus(product: SubscriptionStatus | null, stripe: SubscriptionStatus | null): boolean {
  if (product === stripe) return true;
  return stripe === 'incomplete' && product === null;
}

/** The differences between what the product believes and what Stripe says; none means in step. */
export function compareSubscription(product: BillingSubscription, stripe: StripeSide | null): Drift | null {
  const base = { entryId: product.entryId, email: product.email, subscriptionId: product.stripeSubscriptionId };
  if (!stripe) return { ...base, differences: ['subscription: Stripe has no such subscription'], fixable: null };
  const differences: string[] = [];
  if (product.stripeCustomerId !== stripe.customerId) {
    differences.push(`customer: product says ${product.stripeCustomerId ?? 'none'}, Stripe says ${stripe.customerId ?? 'none'}`);
  }
  if (!sameStatus(product.subscriptionStatus, stripe.status)) {
    differences.push(`status: product says ${product.subscriptionStatus ?? 'none'}, Stripe says ${stripe.status ?? 'unknown'}`);
  }
  if (product.cancelAtPeriodEnd !== stripe.cancelAtPeriodEnd) {
    differences.push(`cancel at period end: product says ${product.cancelAtPeriodEnd ? 'yes' : 'no'}, Stripe says ${stripe.cancelAtPeriodEnd ? 'yes' : 'no'}`);
  }
  if (stripe.unitAmountCents !== null && stripe.unitAmountCents !== product.lockedPriceCents) {
    differences.push(
      `price: locked at ${formatPrice(product.lockedPriceCents / 100)}, Stripe charges ${formatPrice(stripe.unitAmountCents / 100)} (fix it in Stripe)`,
    );
  }
  if (!differences.length) return null;
  const stateDiffers = !sameStatus(product.subscriptionStatus, stripe.status) || product.cancelAtPeriodEnd !== stripe.cancelAtPeriodEnd;
  return { ...base, differences, fixable: stateDiffers && stripe.status ? { subscriptionStatus: stripe.status, cancelAtPeriodEnd: stripe.cancelAtPeriodEnd } : null };
}

async function stripeSide(stripe: Stripe, subscriptionId: string): Promise<StripeSide | null> {
  try {
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
    return {
      customerId: customer,
      status: subscriptionStatusSchema.safeParse(sub.status).data ?? null,
      cancelAtPeriodEnd: sub.cancel_at_period_end ?? false,
      unitAmountCents: sub.items.data[0]?.price.unit_amount ?? null,
    };
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
    throw err;
  }
}

export interface ReconcileReport {
  checked: number;
  drifts: Drift[];
  fixed: number;
}

/** Where the product's side comes from (core, a page at a time), and how a fix is written back. */
export interface ProductSide {
  page(after: number): Promise<{ subscriptions: BillingSubscription[]; nextAfter: number | null }>;
  /** Absent: the caller may only look. */
  fix?(entryId: number, state: { subscriptionStatus: SubscriptionStatus; cancelAtPeriodEnd: boolean }): Promise<void>;
}

/**
 * Compares every entry's subscription with Stripe's current state. Changes nothing unless
 * `fix`: then the product takes Stripe's word for status and cancellation; prices and
 * customers are only reported (the product never changes a price).
 */
export async function reconcile(product: ProductSide, stripe: Stripe, options: { fix: boolean }): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, drifts: [], fixed: 0 };
  let after = 0;
  for (;;) {
    const page = await product.page(after);
    for (const entry of page.subscriptions) {
      report.checked += 1;
      const drift = compareSubscription(entry, await stripeSide(stripe, entry.stripeSubscriptionId));
      if (!drift) continue;
      report.drifts.push(drift);
      if (options.fix && drift.fixable && product.fix) {
        await product.fix(drift.entryId, drift.fixable);
        report.fixed += 1;
      }
    }
    if (page.nextAfter === null) return report;
    after = page.nextAfter;
  }
}
