import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_AMOUNTS,
  EARLY_BIRD_PERCENT_LABEL,
  describePlanChoice,
  FREQUENCIES,
  PERIOD_LABELS,
  pricePerPeriod,
  PLANS,
  checkoutAmount,
  familyPrice,
  familyVolumeDiscount,
  formatPrice,
  getPlan,
  resolvePlanChoice,
  toCents,
  type Frequency,
} from './plans';

describe('static plan prices', () => {
  it.each([
    ['monthly', 8.99, 6.74, '$2.25'],
    ['bi-monthly', 9.99, 7.49, '$2.50'],
    ['quarterly', 12.99, 9.74, '$3.25'],
    ['family', 16.99, 12.74, '25%'],
  ] as const)('%s: regular %d, early bird %d, savings %s', (id, regular, early, savings) => {
    const plan = getPlan(id);
    expect(plan.price).toBe(regular);
    expect(plan.discountedPrice).toBe(early);
    expect(plan.savings).toBe(savings);
  });

  it('the fixed early bird prices save what the table says', () => {
    for (const plan of PLANS.filter((p) => !p.isFamily)) {
      expect(formatPrice(plan.price - plan.discountedPrice)).toBe(plan.savings);
    }
  });

  it('marks only bi-monthly as popular, with the savings notes', () => {
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['bi-monthly']);
    expect(getPlan('bi-monthly').note).toBe('15% savings vs monthly');
    expect(getPlan('quarterly').note).toBe('28% savings vs monthly');
    expect(PLANS.filter((p) => p.isFamily).map((p) => p.id)).toEqual(['family']);
  });

  it('uses the spec period labels', () => {
    expect(PERIOD_LABELS).toEqual({ monthly: '/month', 'bi-monthly': '/2 months', quarterly: '/3 months' });
  });
});

describe('family price formula', () => {
  it('applies 5% per pouf beyond 2, capped at 15%', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(familyVolumeDiscount)).toEqual([0, 0, 0.05, 0.1, 0.15, 0.15, 0.15]);
  });

  // Cross-checked with Python's Decimal, ROUND_HALF_UP.
  // base 7.99 x multiplier x (1 - discount) x poufs, early bird x 0.75, rounded half up to cents
  const expected: Record<Frequency, Record<number, [number, number]>> = {
    monthly: { 1: [7.99, 5.99], 2: [15.98, 11.99], 3: [22.77, 17.08], 4: [28.76, 21.57], 5: [33.96, 25.47] },
    'bi-monthly': {
      1: [8.79, 6.59],
      2: [17.58, 13.18],
      3: [25.05, 18.79],
      4: [31.64, 23.73],
      5: [37.35, 28.01],
    },
    quarterly: { 1: [9.99, 7.49], 2: [19.98, 14.98], 3: [28.46, 21.35], 4: [35.96, 26.97], 5: [42.45, 31.84] },
  };

  for (const frequency of FREQUENCIES) {
    for (const poufs of [1, 2, 3, 4, 5]) {
      const [regular, early] = expected[frequency][poufs]!;
      it(`${poufs} poufs ${frequency}: $${regular} regular, $${early} early bird`, () => {
        expect(familyPrice(poufs, frequency)).toMatchObject({ regular, earlyBird: early });
      });
    }
  }

  it('early bird is 75% of the unrounded regular price', () => {
    // 4 poufs bi-monthly: 7.99 * 1.1 * 0.9 * 4 = 31.6404; * 0.75 = 23.7303
    expect(familyPrice(4, 'bi-monthly')).toMatchObject({ regular: 31.64, earlyBird: 23.73 });
  });
});

describe('checkout amounts (25% already applied)', () => {
  it.each(Object.entries(CHECKOUT_AMOUNTS))('%s is %d', (planId, amount) => {
    expect(checkoutAmount({ planId })).toBe(amount);
  });

  it('matches the spec figures', () => {
    expect(checkoutAmount({ planId: 'monthly' })).toBe(6.74);
    expect(checkoutAmount({ planId: 'bi-monthly' })).toBe(7.49);
    expect(checkoutAmount({ planId: 'quarterly' })).toBe(9.74);
  });

  it('an unknown plan falls back to 6.74', () => {
    expect(checkoutAmount({ planId: 'weekly' })).toBe(6.74);
    expect(checkoutAmount({ planId: '' })).toBe(6.74);
  });

  it('the family plan uses the early bird family price for its poufs and frequency', () => {
    expect(checkoutAmount({ planId: 'family', poufs: 2, frequency: 'monthly' })).toBe(11.99);
    expect(checkoutAmount({ planId: 'family', poufs: 5, frequency: 'quarterly' })).toBe(31.84);
    expect(checkoutAmount({ planId: 'family', poufs: 3, frequency: 'bi-monthly' })).toBe(18.79);
  });

  it('a family without a frequency is priced monthly', () => {
    expect(checkoutAmount({ planId: 'family', poufs: 3 })).toBe(familyPrice(3, 'monthly').earlyBird);
  });

  it('a family pouf count that is not a number or below 1 falls back to 6.99', () => {
    expect(checkoutAmount({ planId: 'family', poufs: Number.NaN, frequency: 'monthly' })).toBe(6.99);
    expect(checkoutAmount({ planId: 'family', poufs: 0, frequency: 'monthly' })).toBe(6.99);
    expect(checkoutAmount({ planId: 'family', poufs: -2, frequency: 'monthly' })).toBe(6.99);
    expect(checkoutAmount({ planId: 'family', frequency: 'monthly' })).toBe(6.99);
  });
});

describe('resolvePlanChoice', () => {
  it('makes a single plan one pouf at its own rhythm, whatever was sent', () => {
    expect(resolvePlanChoice({ plan: 'quarterly', numberOfPoufs: 4, frequency: 'monthly' })).toEqual({
      plan: 'quarterly',
      numberOfPoufs: 1,
      frequency: 'quarterly',
      isFamily: false,
    });
  });
  it('keeps the family pouf count and frequency', () => {
    expect(resolvePlanChoice({ plan: 'family', numberOfPoufs: 4, frequency: 'bi-monthly' })).toEqual({
      plan: 'family',
      numberOfPoufs: 4,
      frequency: 'bi-monthly',
      isFamily: true,
    });
  });
});

describe('plan wording', () => {
  it('describes a family choice and a single plan', () => {
    expect(describePlanChoice({ plan: 'family', numberOfPoufs: 3, frequency: 'bi-monthly' })).toBe(
      '3 poufs per delivery, Bi-Monthly',
    );
    expect(describePlanChoice({ plan: 'quarterly', numberOfPoufs: 4, frequency: 'monthly' })).toBe(
      '1 pouf per delivery, Quarterly',
    );
  });
  it('writes the discount as a percentage', () => {
    expect(EARLY_BIRD_PERCENT_LABEL).toBe('25%');
  });
});

describe('money helpers', () => {
  it('formats dollars with two decimals', () => {
    expect(formatPrice(7.5)).toBe('$7.50');
    expect(formatPrice(11.985)).toBe('$11.99');
  });
  it('converts to whole cents', () => {
    expect(toCents(6.74)).toBe(674);
    expect(toCents(11.985)).toBe(1199);
  });
});

describe('pricePerPeriod (every price shown with its period)', () => {
  it('names the period the plan is billed for', () => {
    expect(pricePerPeriod(6.74, 'monthly')).toBe('$6.74/month');
    expect(pricePerPeriod(7.49, 'bi-monthly')).toBe('$7.49/2 months');
    expect(pricePerPeriod(9.74, 'quarterly')).toBe('$9.74/3 months');
    expect(pricePerPeriod(11.985, 'bi-monthly')).toBe('$11.99/2 months');
  });
});
