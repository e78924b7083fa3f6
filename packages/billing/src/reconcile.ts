import {
  ABANDONED_STATUSES,
  type BillingSubscription,
  formatPrice,
  RECONCILE_STRIPE_PAGE_SIZE,
  type ReconcileFinding,
  subscriptionStatusOf,
  type SubscriptionStatus,
} from '@fresh-pouf/contracts';
import Stripe from 'stripe';

/** What Stripe says of one subscription, reduced to what the product keeps. */
export interface StripeSide {
  subscriptionId: string;
  customerId: string | null;
  /** Stripe's own word, also for a status the product does not keep. */
  status: string;
  cancelAtPeriodEnd: boolean;
  /** Every item's price times its quantity, per period; null when an item has no amount. */
  amountCents: number | null;
  /** How often it charges, e.g. `{ interval: 'month', count: 2 }`; null when it does not say. */
  interval: { interval: string; count: number } | null;
}

/** A finding, and what the product may take from Stripe to be in step (never a price). */
export interface Comparison {
  finding: ReconcileFinding;
  fixable: { subscriptionStatus: SubscriptionStatus; cancelAtPeriodEnd: boolean } | null;
}

export function stripeSideOf(sub: Stripe.Subscription): StripeSide {
  const items = sub.items.data;
  const amounts = items.map((item) =>
    item.price.unit_amount == null ? null : item.price.unit_amount * (item.quantity ?? 1),
  );
  const recurring = items[0]?.price.recurring ?? null;
  return {
    subscriptionId: sub.id,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end ?? false,
    amountCents:
      amounts.length && amounts.every((a) => a !== null) ? amounts.reduce<number>((sum, a) => sum + (a ?? 0), 0) : null,
    interval: recurring ? { interval: recurring.interval, count: recurring.interval_count } : null,
  };
}

const isAbandoned = (status: string | null): boolean =>
  status !== null && (ABANDONED_STATUSES as readonly string[]).includes(status);

/** "every month", "every 2 months", "every week". */
const every = (interval: string, count: number) => (count === 1 ? `every ${interval}` : `every ${count} ${interval}s`);

/**
 * The product's side of one subscription against Stripe's. Either may be missing: the product
 * holds an id Stripe does not know, or Stripe lists one no entry holds. A first payment never
 * made (`incomplete`, `incomplete_expired`) that the product does not count as paid is an
 * abandoned checkout, reported apart: nothing disagrees there. Null when all agrees.
 */
export function compareSubscription(product: BillingSubscription | null, stripe: StripeSide | null): Comparison | null {
  if (!product && !stripe) return null;
  if (!stripe) {
    const p = product as BillingSubscription;
    return {
      finding: {
        kind: 'drift',
        subscriptionId: p.stripeSubscriptionId,
        entryId: p.entryId,
        customerId: p.stripeCustomerId,
        stripeStatus: null,
        differences: ['subscription: Stripe has no such subscription'],
      },
      fixable: null,
    };
  }
  const base = { subscriptionId: stripe.subscriptionId, customerId: stripe.customerId, stripeStatus: stripe.status };
  const abandoned =
    isAbandoned(stripe.status) &&
    (!product || product.subscriptionStatus === null || isAbandoned(product.subscriptionStatus));
  if (abandoned)
    return {
      finding: { ...base, kind: 'abandoned', entryId: product?.entryId ?? null, differences: [] },
      fixable: null,
    };
  if (!product) {
    return {
      finding: {
        ...base,
        kind: 'drift',
        entryId: null,
        differences: [`subscription: no entry holds it, Stripe says ${stripe.status}`],
      },
      fixable: null,
    };
  }

  const differences: string[] = [];
  if (product.stripeCustomerId !== stripe.customerId) {
    differences.push(
      `customer: product says ${product.stripeCustomerId ?? 'none'}, Stripe says ${stripe.customerId ?? 'none'}`,
    );
  }
  const statusDiffers = product.subscriptionStatus !== stripe.status;
  if (statusDiffers)
    differences.push(`status: product says ${product.subscriptionStatus ?? 'none'}, Stripe says ${stripe.status}`);
  const cancelDiffers = product.cancelAtPeriodEnd !== stripe.cancelAtPeriodEnd;
  if (cancelDiffers) {
    differences.push(
      `cancel at period end: product says ${product.cancelAtPeriodEnd ? 'yes' : 'no'}, Stripe says ${stripe.cancelAtPeriodEnd ? 'yes' : 'no'}`,
    );
  }
  if (stripe.amountCents !== null && stripe.amountCents !== product.lockedPriceCents) {
    differences.push(
      `price: locked at ${formatPrice(product.lockedPriceCents / 100)}, Stripe charges ${formatPrice(stripe.amountCents / 100)} (fix it in Stripe)`,
    );
  }
  if (
    stripe.interval &&
    product.intervalMonths !== null &&
    !(stripe.interval.interval === 'month' && stripe.interval.count === product.intervalMonths)
  ) {
    differences.push(
      `interval: plan bills ${every('month', product.intervalMonths)}, Stripe bills ${every(stripe.interval.interval, stripe.interval.count)} (fix it in Stripe)`,
    );
  }
  if (!differences.length) return null;
  const known = subscriptionStatusOf(stripe.status);
  return {
    finding: { ...base, kind: 'drift', entryId: product.entryId, differences },
    fixable:
      (statusDiffers || cancelDiffers) && known
        ? { subscriptionStatus: known, cancelAtPeriodEnd: stripe.cancelAtPeriodEnd }
        : null,
  };
}

/** Where the product's side comes from, a page at a time (core keeps the set of what Stripe listed). */
export interface ReconcileProduct {
  /** The entries holding these subscriptions (one Stripe page); remembered as seen. */
  match(subscriptionIds: string[]): Promise<BillingSubscription[]>;
  /** Entries with a subscription no Stripe page listed, by id after `after`. */
  unseen(after: number): Promise<{ subscriptions: BillingSubscription[]; nextAfter: number | null }>;
}

/** One page of work: what was read and found since the last. */
export interface ReconcilePage {
  stripePages: number;
  checked: number;
  comparisons: Comparison[];
}

async function retrieve(stripe: Stripe, subscriptionId: string): Promise<StripeSide | null> {
  try {
    return stripeSideOf(await stripe.subscriptions.retrieve(subscriptionId));
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
    throw err;
  }
}

/**
 * Compares the two sides as sets. Stripe's subscriptions (every status) are listed a page at a
 * time with the SDK's auto-pagination, and each page is matched with the entries holding those
 * ids. Then the entries whose subscription no page listed: usually none, or one made after the
 * listing began; each is asked of Stripe by id, so only a subscription Stripe really does not
 * know is reported missing. `onPage` gets each page's work as it is done.
 */
export async function reconcileSets(
  product: ReconcileProduct,
  stripe: Stripe,
  onPage: (page: ReconcilePage) => Promise<void>,
): Promise<void> {
  let batch: Stripe.Subscription[] = [];
  const flush = async () => {
    const entries = new Map(
      (await product.match(batch.map((sub) => sub.id))).map((entry) => [entry.stripeSubscriptionId, entry]),
    );
    const comparisons = batch
      .map((sub) => compareSubscription(entries.get(sub.id) ?? null, stripeSideOf(sub)))
      .filter((c) => c !== null);
    await onPage({ stripePages: 1, checked: batch.length, comparisons });
    batch = [];
  };
  for await (const sub of stripe.subscriptions.list({ status: 'all', limit: RECONCILE_STRIPE_PAGE_SIZE })) {
    batch.push(sub);
    if (batch.length === RECONCILE_STRIPE_PAGE_SIZE) await flush();
  }
  if (batch.length) await flush();

  let after = 0;
  for (;;) {
    const page = await product.unseen(after);
    const comparisons: Comparison[] = [];
    for (const entry of page.subscriptions) {
      const comparison = compareSubscription(entry, await retrieve(stripe, entry.stripeSubscriptionId));
      if (comparison) comparisons.push(comparison);
    }
    if (page.subscriptions.length) await onPage({ stripePages: 0, checked: page.subscriptions.length, comparisons });
    if (page.nextAfter === null) return;
    after = page.nextAfter;
  }
}
