// The plans, their prices and the Early Bird rule (docs/product/plans-and-prices.md): the one price rule.

export const PLAN_IDS = ['monthly', 'bi-monthly', 'quarterly', 'family'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const FREQUENCIES = ['monthly', 'bi-monthly', 'quarterly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

// The price rule takes any string (the spec's fallbacks); these narrow it without a schema.
const isPlanId = (value: unknown): value is PlanId => (PLAN_IDS as readonly unknown[]).includes(value);
const isFrequency = (value: unknown): value is Frequency => (FREQUENCIES as readonly unknown[]).includes(value);

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

/** A plan as the catalogue writes it: the regular price only; the Early Bird figures follow from it. */
interface PlanEntry {
  id: PlanId;
  title: string;
  /** Regular price in dollars. For the family plan, the "from" price. */
  price: number;
  period: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  isFamily: boolean;
  /** Extra line under the price, e.g. savings against the monthly plan. */
  note?: string;
}

export interface Plan extends PlanEntry {
  /** Early Bird price in dollars (25% off, locked for life). */
  discountedPrice: number;
  /** What the Early Bird saves, as shown on the card: dollars for a fixed price, the rate for the family's "from" price. */
  savings: string;
}

/**
 * Rounds half up to whole cents. The tiny nudge absorbs binary float error, so 11.985
 * (stored as 11.98499…) becomes 11.99 as a person doing the sum by hand would expect.
 */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100 + 1e-6) / 100;
}

export function formatPrice(amount: number): string {
  return `$${roundToCents(amount).toFixed(2)}`;
}

/**
 * "$7.49/2 months": a price with the period it is billed for. Every price a visitor or a customer
 * reads with its period comes from here, so a summary and its pay button cannot disagree.
 */
export const pricePerPeriod = (amount: number, frequency: Frequency): string =>
  `${formatPrice(amount)}${PERIOD_LABELS[frequency]}`;

/** The Early Bird price of a regular price: 25% off, rounded half up to cents. */
export const earlyBirdPrice = (regular: number): number => roundToCents(regular * (1 - EARLY_BIRD_DISCOUNT));

const withEarlyBird = (plan: PlanEntry): Plan => {
  const discountedPrice = earlyBirdPrice(plan.price);
  return {
    ...plan,
    discountedPrice,
    savings: plan.isFamily ? EARLY_BIRD_PERCENT_LABEL : formatPrice(plan.price - discountedPrice),
  };
};

const CATALOGUE: readonly PlanEntry[] = [
  {
    id: 'monthly',
    title: 'Monthly',
    price: 8.99,
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

export const PLANS: readonly Plan[] = CATALOGUE.map(withEarlyBird);

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

type SinglePlanId = Exclude<PlanId, 'family'>;

/** Early Bird checkout amounts of the single plans (25% already applied), per period: the plans' own discounted prices. */
export const CHECKOUT_AMOUNTS = Object.fromEntries(
  PLANS.filter((plan) => !plan.isFamily).map((plan) => [plan.id, plan.discountedPrice]),
) as Record<SinglePlanId, number>;
/** The spec charges an unknown plan as the monthly one. */
export const UNKNOWN_PLAN_CHECKOUT_AMOUNT = CHECKOUT_AMOUNTS.monthly;
export const INVALID_FAMILY_CHECKOUT_AMOUNT = 6.99;

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
  const regular = FAMILY_BASE_PRICE_PER_POUF * FAMILY_FREQUENCY_MULTIPLIER[frequency] * (1 - discount) * poufs;
  return {
    regular: roundToCents(regular),
    earlyBird: earlyBirdPrice(regular),
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
    return familyPrice(poufs, isFrequency(frequency) ? frequency : 'monthly').earlyBird;
  }
  if (!isPlanId(planId) || planId === 'family') return UNKNOWN_PLAN_CHECKOUT_AMOUNT;
  return CHECKOUT_AMOUNTS[planId];
}

/** What a visitor picks: a plan, and for the family plan a pouf count and a rhythm. */
export interface PlanChoice {
  plan: PlanId;
  numberOfPoufs: number;
  frequency: Frequency;
}

/**
 * The plan decides the rest, whatever else was sent: a single plan is one pouf delivered at the
 * plan's own rhythm; the family plan keeps its pouf count and frequency. The one place this rule
 * is written: sign-ups, checkouts, e-mails and screens all go through it.
 */
export function resolvePlanChoice(choice: PlanChoice): PlanChoice & { isFamily: boolean } {
  if (choice.plan === 'family')
    return { plan: 'family', numberOfPoufs: choice.numberOfPoufs, frequency: choice.frequency, isFamily: true };
  return { plan: choice.plan, numberOfPoufs: 1, frequency: choice.plan, isFamily: false };
}

/** "3 poufs per delivery, Bi-Monthly": what a sign-up chose, in words, for the page and e-mails. */
export function describePlanChoice(choice: PlanChoice): string {
  const { numberOfPoufs, frequency, isFamily } = resolvePlanChoice(choice);
  return `${numberOfPoufs} ${isFamily ? 'poufs' : 'pouf'} per delivery, ${FREQUENCY_LABELS[frequency]}`;
}
