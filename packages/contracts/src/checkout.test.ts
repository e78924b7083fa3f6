import { describe, expect, it } from 'vitest';
import { centsToAmountText, createSubscriptionRequestSchema, earlyBirdPurchase } from './checkout';

const body = (planDetails: Record<string, unknown>, planId = planDetails.planId) => ({
  waitlistEntryId: 'early-bird',
  planId,
  isSubscription: true,
  planDetails,
  customer: { email: 'Ada@Example.com ', fullName: 'Ada Lovelace', joinDate: '2026-11-21' },
  checkoutToken: 'A'.repeat(43),
});

describe('the Early Bird purchase', () => {
  it('lets the plan decide poufs and rhythm, as a sign-up does', () => {
    expect(earlyBirdPurchase({ planId: 'quarterly', poufs: 4, frequency: 'monthly' })).toEqual({
      planId: 'quarterly',
      poufs: 1,
      frequency: 'quarterly',
      amount: 9.74,
      amountCents: 974,
    });
    expect(earlyBirdPurchase({ planId: 'family', poufs: 4, frequency: 'bi-monthly' })).toMatchObject({
      amount: 23.73,
      amountCents: 2373,
    });
  });

  it('writes cents as the stored payment amount', () => {
    expect(centsToAmountText(674)).toBe('6.74');
    expect(centsToAmountText(2500)).toBe('25.00');
  });
});

describe('POST /api/create-subscription body', () => {
  it('accepts the spec fields with who pays, normalising the e-mail', () => {
    const parsed = createSubscriptionRequestSchema.parse(
      body({ planId: 'family', poufs: 2, frequency: 'monthly', amount: 11.99 }),
    );
    expect(parsed.customer.email).toBe('ada@example.com');
  });

  it.each(['2026-02-31', '0000-00-00', '2026-13-01'])('refuses the impossible join date %s', (joinDate) => {
    const request = body({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 });
    const parsed = createSubscriptionRequestSchema.safeParse({
      ...request,
      customer: { ...request.customer, joinDate },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['customer.joinDate']);
  });

  it.each([
    ['0 poufs', { planId: 'family', poufs: 0, frequency: 'monthly', amount: 6.99 }],
    ['6 poufs', { planId: 'family', poufs: 6, frequency: 'monthly', amount: 30 }],
    ['an unknown plan', { planId: 'weekly', poufs: 1, frequency: 'monthly', amount: 6.74 }],
    ['a missing amount', { planId: 'monthly', poufs: 1, frequency: 'monthly' }],
  ])('refuses %s', (_label, details) => {
    expect(createSubscriptionRequestSchema.safeParse(body(details)).success).toBe(false);
  });

  it('refuses a planId that disagrees with the plan details', () => {
    expect(
      createSubscriptionRequestSchema.safeParse(
        body({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 }, 'family'),
      ).success,
    ).toBe(false);
  });
});
