import { z } from 'zod';

export const PLAN_IDS = ['monthly', 'bi-monthly', 'quarterly', 'family'] as const;
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

export const FREQUENCIES = ['monthly', 'bi-monthly', 'quarterly'] as const;
export const frequencySchema = z.enum(FREQUENCIES);
export type Frequency = z.infer<typeof frequencySchema>;

export const FAMILY_POUF_CHOICES = [2, 3, 4, 5] as const;
export const MIN_POUFS = 1;
export const MAX_POUFS = 5;

export const EARLY_BIRD_DISCOUNT = 0.25;
/** "25%", for copy: the one discount rate, written once. */
export const EARLY_BIRD_PERCENT_LABEL = `${Math.round(EARLY_BIRD_DISCOUNT * 100)}%`;

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  monthly: 'Monthly',
  'bi-monthly': 'Bi-Monthly',
  quarterly: 'Quarterly',
};

export const PERIOD_LABELS: Record<Frequency, string> = {
  monthly: '/month',
  'bi-monthly': '/2 months',
  quarterly: '/3 months',
};

/** How many months one delivery period lasts, for recurring billing. */
export const FREQUENCY_MONTHS: Record<Frequency, 1 | 2 | 3> = {
  monthly: 1,
  'bi-monthly': 2,
  quarterly: 3,
};

export interface Plan {
  id: PlanId;
  title: string;
  /** Regular price in dollars. For the family plan, the "from" price. */
  price: number;
  /** Early Bird price in dollars (25% off, locked for life). */
  discountedPrice: number;
  /** What the Early Bird saves, as shown on the card. */
  savings: string;
  period: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  isFamily: boolean;
  /** Extra line under the price, e.g. savings against the monthly plan. */
  note?: string;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'monthly',
    title: 'Monthly',
    price: 8.99,
    discountedPrice: 6.74,
    savings: '$2.25',
    period: PERIOD_LABELS.monthly,
    description: 'A fresh pouf every month for the cleanest routine.',
    features: ['1 fresh pouf every month', 'Choose your colour', 'Free shipping in the US', 'Cancel at any time'],
    popular: false,
    isFamily: false,
  },
  {
    id: 'bi-monthly',
    title: 'Bi-Monthly',
    price: 9.99,
    discountedPrice: 7.49,
    savings: '$2.50',
    period: PERIOD_LABELS['bi-monthly'],
    description: 'Our most popular rhythm: a new pouf every two months.',
    features: ['1 fresh pouf every 2 months', 'Choose your colour', 'Free shipping in the US', 'Cancel at any time'],
    popular: true,
    isFamily: false,
    note: '15% savings vs monthly',
  },
  {
    id: 'quarterly',
    title: 'Quarterly',
    price: 12.99,
    discountedPrice: 9.74,
    savings: '$3.25',
    period: PERIOD_LABELS.quarterly,
    description: 'A fresh pouf every season, at the lowest price per delivery.',
    features: ['1 fresh pouf every 3 months', 'Choose your colour', 'Free shipping in the US', 'Cancel at any time'],
    popular: false,
    isFamily: false,
    note: '28% savings vs monthly',
  },
  {
    id: 'family',
    title: 'Family',
    price: 16.99,
    discountedPrice: 12.74,
    savings: '25%',
    period: PERIOD_LABELS.monthly,
    description: 'A colour-coded pouf for every member of the family.',
    features: [
      '2 to 5 poufs per delivery',
      'A colour for each family member',
      'Monthly, bi-monthly or quarterly',
      'Free shipping in the US',
      'Cancel at any time',
    ],
    popular: false,
    isFamily: true,
  },
];

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

export const FAMILY_BASE_PRICE_PER_POUF = 7.99;
export const FAMILY_FREQUENCY_MULTIPLIER: Record<Frequency, number> = {
  monthly: 1,
  'bi-monthly': 1.1,
  quarterly: 1.25,
};
export const FAMILY_VOLUME_DISCOUNT_PER_POUF = 0.05;
export const FAMILY_VOLUME_DISCOUNT_CAP = 0.15;

/** Fixed early bird checkout amounts (25% already applied), per period. */
export const CHECKOUT_AMOUNTS: Record<Exclude<PlanId, 'family'>, number> = {
  monthly: 6.74,
  'bi-monthly': 7.49,
  quarterly: 9.74,
};
export const UNKNOWN_PLAN_CHECKOUT_AMOUNT = 6.74;
export const INVALID_FAMILY_CHECKOUT_AMOUNT = 6.99;

/**
 * Rounds half up to whole cents. The tiny nudge absorbs binary float error, so 11.985
 * (stored as 11.98499…) becomes 11.99 as a person doing the sum by hand would expect.
 */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100 + 1e-6) / 100;
}

export function toCents(amount: number): number {
  return Math.round(roundToCents(amount) * 100);
}

export function familyVolumeDiscount(poufs: number): number {
  return Math.min(Math.max(0, poufs - 2) * FAMILY_VOLUME_DISCOUNT_PER_POUF, FAMILY_VOLUME_DISCOUNT_CAP);
}

export interface FamilyPrice {
  regular: number;
  earlyBird: number;
  discount: number;
}

export function familyPrice(poufs: number, frequency: Frequency): FamilyPrice {
  const discount = familyVolumeDiscount(poufs);
  const regular =
    FAMILY_BASE_PRICE_PER_POUF * FAMILY_FREQUENCY_MULTIPLIER[frequency] * (1 - discount) * poufs;
  return {
    regular: roundToCents(regular),
    earlyBird: roundToCents(regular * (1 - EARLY_BIRD_DISCOUNT)),
    discount,
  };
}

export interface CheckoutPlanInput {
  planId: string;
  poufs?: number | undefined;
  frequency?: string | undefined;
}

/**
 * The Early Bird amount charged per period, in dollars. Mirrors the spec: fixed amounts per
 * plan, the family formula, 6.74 for an unknown plan and 6.99 for a family pouf count that
 * is not a number or below 1.
 */
export function checkoutAmount({ planId, poufs, frequency }: CheckoutPlanInput): number {
  if (planId === 'family') {
    if (typeof poufs !== 'number' || Number.isNaN(poufs) || poufs < 1) return INVALID_FAMILY_CHECKOUT_AMOUNT;
    const freq = frequencySchema.safeParse(frequency);
    return familyPrice(poufs, freq.success ? freq.data : 'monthly').earlyBird;
  }
  const parsed = planIdSchema.safeParse(planId);
  if (!parsed.success || parsed.data === 'family') return UNKNOWN_PLAN_CHECKOUT_AMOUNT;
  return CHECKOUT_AMOUNTS[parsed.data];
}

export function formatPrice(amount: number): string {
  return `$${roundToCents(amount).toFixed(2)}`;
}

/** "3 poufs per delivery, Bi-Monthly": what a sign-up chose, in words, for the page and e-mails. */
export function describePlanChoice({
  plan,
  numberOfPoufs,
  frequency,
}: {
  plan: PlanId;
  numberOfPoufs: number;
  frequency: Frequency;
}): string {
  if (plan === 'family') return `${numberOfPoufs} poufs per delivery, ${FREQUENCY_LABELS[frequency]}`;
  return `1 pouf per delivery, ${FREQUENCY_LABELS[plan]}`;
}
