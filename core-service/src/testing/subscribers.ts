import { randomBytes, randomUUID } from 'node:crypto';
import { earlyBirdEntryResultSchema, type PaymentEvent } from '@fresh-pouf/contracts';
import { internalCall } from './internal-call';
import type { TestCore } from './start-test-core';

/**
 * A monthly Early Bird (locked at $6.74) with a Stripe customer and subscription on file, made
 * through core's own checkout calls: what a payment event then acts on.
 */
export async function monthlySubscriber(
  core: TestCore,
  label = 'sub',
): Promise<{ id: number; email: string; sub: string }> {
  const call = (method: string, path: string, body: unknown) => internalCall(core, method, path, { body });
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const res = await call('POST', '/checkout/early-bird-entries', {
    email,
    fullName: 'Grace Hopper',
    joinDate: '2026-11-21',
    plan: 'monthly',
    numberOfPoufs: 1,
    frequency: 'monthly',
    checkoutToken: randomBytes(32).toString('base64url'),
  });
  const result = earlyBirdEntryResultSchema.parse(res.body);
  if (result.outcome !== 'ready') throw new Error('no entry');
  const sub = `sub_${randomUUID()}`;
  await call('PATCH', `/waitlist-entries/${result.entry.id}/stripe`, {
    stripeCustomerId: `cus_${randomUUID()}`,
    stripeSubscriptionId: sub,
  });
  return { id: result.entry.id, email, sub };
}

let clock = 1_800_000_000;

/** Stripe's first invoice paid for `sub` ($6.74), each a little later than the last; `overrides` for another event. */
export const paidEvent = (sub: string, overrides: Partial<PaymentEvent> = {}): PaymentEvent => ({
  eventId: `evt_${randomUUID()}`,
  type: 'invoice.paid',
  occurredAt: (clock += 10),
  kind: 'paid',
  subscriptionId: sub,
  customerId: null,
  amountCents: 674,
  invoiceId: `in_${randomUUID()}`,
  billingReason: 'subscription_create',
  ...overrides,
});
