import {
  FAMILY_POUF_CHOICES,
  FREQUENCIES,
  PERIOD_LABELS,
  familyPrice,
  formatPrice,
  type Frequency,
} from '@fresh-pouf/contracts/values';
import { PlanPrice } from './plan-price';

/** Every choice the family card offers, with its price: all of them are in the page, the chosen one shows. */
const COMBINATIONS = FAMILY_POUF_CHOICES.flatMap((poufs) =>
  FREQUENCIES.map((frequency) => ({ poufs, frequency, price: familyPrice(poufs, frequency) })),
);

/**
 * The family card's price for the chosen pouf count and rhythm. Every combination's regular and
 * Early Bird amounts are in the page, marked with the choice they belong to (pricing.css shows the
 * one whose radios are checked); the others are `hidden`, and only the shown one is announced.
 */
export function FamilyPrice({ poufs, frequency }: { poufs: number; frequency: Frequency }) {
  const amounts = (kind: 'regular' | 'earlyBird', testId: string) =>
    COMBINATIONS.map((combination) => {
      const chosen = combination.poufs === poufs && combination.frequency === frequency;
      return (
        <span
          key={`${combination.poufs}-${combination.frequency}`}
          data-for-poufs={combination.poufs}
          data-for-frequency={combination.frequency}
          data-testid={chosen ? testId : undefined}
          hidden={!chosen}
        >
          {formatPrice(combination.price[kind])}
        </span>
      );
    });
  return (
    <div aria-live="polite" aria-atomic="true">
      <PlanPrice
        regular={amounts('regular', 'family-regular-price')}
        earlyBird={amounts('earlyBird', 'family-price')}
        period={FREQUENCIES.map((each) => (
          <span key={each} data-for-frequency={each} hidden={each !== frequency}>
            {PERIOD_LABELS[each]}
          </span>
        ))}
      />
    </div>
  );
}
