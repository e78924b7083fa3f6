import { describe, expect, it } from 'vitest';
import { toPaymentEvent } from './stripe-events';

// A subscription event names the subscription's price per period, so core can
// hold it against the locked Early Bird price as soon as Stripe changes it.

const updated = (items: unknown[], type = 'customer.subscription.updated') =>
  toPaymentEvent({
    id: 'evt_price',
    type,
    created: 1_800_000_000,
    data: {
      object: {
        id: 'sub_price',
        customer: 'cus_price',
        status: 'active',
        cancel_at_period_end: false,
        items: { object: 'list', data: items },
      },
    },
  });

const item = (unit_amount: number | null, interval: string, interval_count: number, quantity?: number) => ({
  current_period_end: 1_802_592_000,
  ...(quantity === undefined ? {} : { quantity }),
  price: { unit_amount, recurring: { interval, interval_count } },
});

describe('a subscription event carries its price per period', () => {
  it('reads the amount and the months of a period from its items', () => {
    expect(updated([item(674, 'month', 1)])).toEqual({
      eventId: 'evt_price',
      type: 'customer.subscription.updated',
      occurredAt: 1_800_000_000,
      kind: 'active',
      subscriptionId: 'sub_price',
      customerId: 'cus_price',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: false,
      periodEnd: 1_802_592_000,
      priceCents: 674,
      priceMonths: 1,
    });
    expect(updated([item(749, 'month', 2)])).toMatchObject({ priceCents: 749, priceMonths: 2 });
    expect(updated([item(8988, 'year', 1)])).toMatchObject({ priceCents: 8988, priceMonths: 12 });
  });

  it('counts quantities and every item; weeks, days and mixed rhythms are not whole plan periods', () => {
    expect(updated([item(674, 'month', 1, 2), item(100, 'month', 1)])).toMatchObject({
      priceCents: 1448,
      priceMonths: 1,
    });
    expect(updated([item(674, 'week', 4)])).toMatchObject({ priceCents: 674, priceMonths: 0 });
    expect(updated([item(674, 'month', 1), item(100, 'month', 3)])).toMatchObject({ priceCents: 774, priceMonths: 0 });
  });

  it('says nothing of a price it cannot read, nor of a deleted subscription', () => {
    expect(updated([])).not.toHaveProperty('priceCents');
    expect(updated([item(null, 'month', 1)])).not.toHaveProperty('priceCents');
    expect(updated([item(899, 'month', 1)], 'customer.subscription.deleted')).not.toHaveProperty('priceCents');
  });
});
