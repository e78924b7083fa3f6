import { PERIOD_LABELS, familyPrice, getPlan, type WaitlistFormState } from '@fresh-pouf/contracts';

export interface PlanQuote {
  regular: number;
  earlyBird: number;
  period: string;
}

/** What the chosen plan costs, regular and Early Bird, from the shared price rules. */
export function planQuote({
  plan,
  numberOfPoufs,
  frequency,
}: Pick<WaitlistFormState, 'plan' | 'numberOfPoufs' | 'frequency'>): PlanQuote {
  if (plan === 'family') {
    const price = familyPrice(numberOfPoufs, frequency);
    return { regular: price.regular, earlyBird: price.earlyBird, period: PERIOD_LABELS[frequency] };
  }
  const { price, discountedPrice, period } = getPlan(plan);
  return { regular: price, earlyBird: discountedPrice, period };
}
