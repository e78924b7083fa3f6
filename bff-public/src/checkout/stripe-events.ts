import { type PaymentEvent, subscriptionStatusOf } from '@fresh-pouf/contracts';
import { z } from 'zod';

const idOf = z.union([z.string(), z.object({ id: z.string() })]).transform((v) => (typeof v === 'string' ? v : v.id));

// Only the fields the product uses, so an API version change elsewhere in the object is harmless.
const invoiceSchema = z.object({
  id: z.string().nullish(),
  customer: idOf.nullish(),
  amount_paid: z.number().int().nonnegative().optional(),
  amount_due: z.number().int().nonnegative().optional(),
  /** Before discounts and tax: what the locked price is checked against. */
  subtotal: z.number().int().nonnegative().optional(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
  /** Before API version 2025-03-31 the subscription sat on the invoice itself. */
  subscription: idOf.nullish(),
  payments: z
    .object({ data: z.array(z.object({ payment: z.object({ payment_intent: idOf.nullish() }).optional() })) })
    .optional(),
  /** `subscription_create` (the checkout's first payment), `subscription_cycle` (a renewal), ... */
  billing_reason: z.string().nullish(),
});

const subscriptionSchema = z.object({
  id: z.string(),
  customer: idOf.nullish(),
  status: z.string(),
  cancel_at_period_end: z.boolean().optional(),
  cancel_at: z.number().int().nullish(),
  /** Before API version 2025-03-31 on the subscription; since then on each item. */
  current_period_end: z.number().int().nullish(),
  items: z
    .object({
      data: z.array(
        z.object({
          current_period_end: z.number().int().nullish(),
          quantity: z.number().int().nonnegative().nullish(),
          price: z
            .object({
              unit_amount: z.number().int().nonnegative().nullish(),
              recurring: z.object({ interval: z.string(), interval_count: z.number().int().positive() }).nullish(),
            })
            .nullish(),
        }),
      ),
    })
    .optional(),
});

type SubscriptionObject = z.infer<typeof subscriptionSchema>;

/** Months in one billing interval; 0 for one that is not whole months (days, weeks). */
const monthsOf = (recurring: { interval: string; interval_count: number }) =>
  recurring.interval === 'month'
    ? recurring.interval_count
    : recurring.interval === 'year'
      ? 12 * recurring.interval_count
      : 0;

/**
 * What the subscription charges per billing period (every item's price times its quantity) and
 * how many months a period is: what the locked Early Bird price is checked against, so a price
 * changed in Stripe raises the alert at once, not only at the next invoice. Null when it does
 * not say (no items, or an item without an amount).
 */
function subscriptionPrice(sub: SubscriptionObject): { priceCents: number; priceMonths: number | null } | null {
  const items = sub.items?.data ?? [];
  if (items.length === 0 || items.some((item) => item.price?.unit_amount == null)) return null;
  const priceCents = items.reduce((sum, item) => sum + (item.price?.unit_amount ?? 0) * (item.quantity ?? 1), 0);
  const months = new Set(items.map((item) => (item.price?.recurring ? monthsOf(item.price.recurring) : null)));
  // Items on different rhythms are not one plan's price per period.
  const priceMonths = months.size === 1 ? ([...months][0] ?? null) : 0;
  return { priceCents, priceMonths };
}

export interface StripeEventLike {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

function subscriptionKind(status: string): PaymentEvent['kind'] {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'canceled' || status === 'unpaid' || status === 'incomplete_expired') return 'ended';
  if (status === 'past_due') return 'failed';
  return 'ignored';
}

/** The events that change who has paid; every other type as an `ignored` event (kept in the event log only). */
export function toPaymentEvent(event: StripeEventLike): PaymentEvent {
  const base = { eventId: event.id, type: event.type, occurredAt: event.created };
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.upcoming': {
      const invoice = invoiceSchema.parse(event.data.object);
      const kind = event.type === 'invoice.paid' ? 'paid' : event.type === 'invoice.upcoming' ? 'upcoming' : 'failed';
      return {
        ...base,
        kind,
        subscriptionId: invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null,
        customerId: invoice.customer ?? null,
        paymentMethod: 'card',
        amountCents: invoice.amount_paid ?? null,
        paymentIntentId: invoice.payments?.data[0]?.payment?.payment_intent ?? null,
        // An upcoming invoice has no id yet.
        invoiceId: invoice.id ?? null,
        // Core tells a declined first payment (an unpaid Early Bird) from a failed renewal by it.
        billingReason: invoice.billing_reason || null,
        priceCents: kind === 'failed' ? null : (invoice.subtotal ?? invoice.amount_due ?? null),
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = subscriptionSchema.parse(event.data.object);
      return {
        ...base,
        kind: event.type === 'customer.subscription.deleted' ? 'ended' : subscriptionKind(sub.status),
        subscriptionId: sub.id,
        customerId: sub.customer ?? null,
        subscriptionStatus: subscriptionStatusOf(sub.status),
        cancelAtPeriodEnd: sub.cancel_at_period_end ?? false,
        periodEnd: sub.cancel_at ?? sub.items?.data[0]?.current_period_end ?? sub.current_period_end ?? null,
        // A deleted subscription charges nothing more: its price is no news.
        ...(event.type === 'customer.subscription.updated' ? subscriptionPrice(sub) : null),
      };
    }
    default:
      return { ...base, kind: 'ignored', subscriptionId: null, customerId: null };
  }
}
