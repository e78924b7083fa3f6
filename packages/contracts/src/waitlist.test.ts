import { describe, expect, it } from 'vitest';
import { firstFieldErrors } from './api-error';
import { waitlistEntrySchema, waitlistFormSchema, waitlistSignupSchema } from './waitlist';

const valid = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  plan: 'bi-monthly',
  joinDate: '2026-11-21',
};

function messages(input: unknown): Record<string, string> {
  const result = waitlistFormSchema.safeParse(input);
  return result.success ? {} : firstFieldErrors(result.error);
}

describe('waitlist entry schema', () => {
  it('fills every default', () => {
    expect(waitlistEntrySchema.parse(valid)).toEqual({
      ...valid,
      numberOfPoufs: 1,
      frequency: 'monthly',
      earlyBird: false,
      hasEarlyBirdDiscount: false,
      paymentMade: false,
      isFamily: false,
    });
  });

  it('rejects a bad email with the spec message', () => {
    expect(messages({ ...valid, email: 'not-an-email' }).email).toBe('Please enter a valid email address');
    expect(messages({ ...valid, email: '' }).email).toBe('Please enter a valid email address');
    expect(messages({ ...valid, email: undefined }).email).toBe('Please enter a valid email address');
  });

  it('needs a full name of at least 2 characters', () => {
    expect(messages({ ...valid, fullName: 'A' }).fullName).toBe('Please enter your full name');
    expect(messages({ ...valid, fullName: '  A  ' }).fullName).toBe('Please enter your full name');
    expect(messages({ ...valid, fullName: 'Al' })).toEqual({});
  });

  it('needs a join date', () => {
    expect(messages({ ...valid, joinDate: '' }).joinDate).toBe('Join date is required');
  });

  it('accepts only the four plans and three frequencies', () => {
    expect(messages({ ...valid, plan: 'weekly' }).plan).toBeDefined();
    for (const plan of ['monthly', 'bi-monthly', 'quarterly', 'family']) {
      expect(messages({ ...valid, plan })).toEqual({});
    }
    expect(messages({ ...valid, frequency: 'weekly' }).frequency).toBeDefined();
  });

  it('allows 1 to 5 poufs', () => {
    expect(messages({ ...valid, numberOfPoufs: 0 }).numberOfPoufs).toBeDefined();
    expect(messages({ ...valid, numberOfPoufs: 6 }).numberOfPoufs).toBeDefined();
    expect(messages({ ...valid, numberOfPoufs: 2.5 }).numberOfPoufs).toBeDefined();
    for (const n of [1, 2, 3, 4, 5]) expect(messages({ ...valid, numberOfPoufs: n })).toEqual({});
  });

  it('normalises the email for uniqueness', () => {
    expect(waitlistEntrySchema.parse({ ...valid, email: '  Ada@Example.COM ' }).email).toBe('ada@example.com');
  });
});

describe('public sign-up schema', () => {
  it('strips fields a visitor must not set', () => {
    const parsed = waitlistSignupSchema.parse({
      ...valid,
      paymentMade: true,
      hasEarlyBirdDiscount: true,
      stripeCustomerId: 'cus_x',
      paymentAmount: '0.00',
    });
    expect(parsed).not.toHaveProperty('paymentMade');
    expect(parsed).not.toHaveProperty('hasEarlyBirdDiscount');
    expect(parsed).not.toHaveProperty('stripeCustomerId');
    expect(parsed).not.toHaveProperty('paymentAmount');
  });

  it('forces one pouf at the plan rhythm for a single plan', () => {
    expect(
      waitlistSignupSchema.parse({
        ...valid,
        plan: 'quarterly',
        isFamily: true,
        numberOfPoufs: 4,
        frequency: 'monthly',
      }),
    ).toMatchObject({ isFamily: false, numberOfPoufs: 1, frequency: 'quarterly' });
  });

  it('keeps a family entry as sent and marks it family', () => {
    expect(
      waitlistSignupSchema.parse({ ...valid, plan: 'family', numberOfPoufs: 4, frequency: 'bi-monthly' }),
    ).toMatchObject({ isFamily: true, numberOfPoufs: 4, frequency: 'bi-monthly' });
  });

  it('requires a yyyy-MM-dd join date', () => {
    const result = waitlistSignupSchema.safeParse({ ...valid, joinDate: 'yesterday' });
    expect(result.success).toBe(false);
  });
});
