import type { PaymentEvent } from '@fresh-pouf/contracts';
import { z } from 'zod';

const idOf = z.union([z.string(), z.object({ id: z.string() })]).transform((v) => (typeof v === 'string' ? v : v.id));

// Only the fields the product uses, so an API version change elsewhere in the object is harmless.
const invoiceSchema = z.object({
  customer: idOf.nullish(),
  amount_paid: z.number().int().nonnegative().optional(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
  /** Before API version 2025-03-31 the subscription sat on the invoice itself. */
  subscription: idOf.nullish(),
  payments: z.object({ data: z.array(z.object({ payment: z.object({ payment_intent: idOf.nullish() }).optional() })) }).optional(),
});

const subscriptionSchema = z.object({ id: z.string(), customer: idOf.nullish(), status: z.string() });

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

/** The events that change who has paid; null for every other type (acknowledged, not stored). */
export function toPaymentEvent(event: StripeEventLike): PaymentEvent | null {
  const base = { eventId: event.id, type: event.type, occurredAt: event.created };
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = invoiceSchema.parse(event.data.object);
      return {
        ...base,
        kind: event.type === 'invoice.paid' ? 'paid' : 'failed',
        subscriptionId: invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null,
        customerId: invoice.customer ?? null,
        paymentMethod: 'card',
        amountCents: invoice.amount_paid ?? null,
        paymentIntentId: invoice.payments?.data[0]?.payment?.payment_intent ?? null,
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
      };
    }
    default:
      return null;
  }
}
