import { describe, expect, it } from 'vitest';
import { subscriptionStatusOf } from './subscription';

describe('subscriptionStatusOf', () => {
  it("reads each of Stripe's statuses the product keeps as itself", () => {
    expect(['active', 'past_due', 'canceled', 'incomplete_expired'].map(subscriptionStatusOf)).toEqual([
      'active',
      'past_due',
      'canceled',
      'incomplete_expired',
    ]);
  });

  it('answers null for no subscription and for a status the product does not know', () => {
    expect([null, undefined, '', 'Active', 'bogus'].map(subscriptionStatusOf)).toEqual([null, null, null, null, null]);
  });
});
