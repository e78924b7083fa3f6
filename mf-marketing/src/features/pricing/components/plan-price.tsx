import { VisuallyHidden } from '@fresh-pouf/ui';
import type { ReactNode } from 'react';

export interface PlanPriceProps {
  /** The amounts and the period as they read ("$8.99", "/month"), or the family card's set of them. */
  regular: ReactNode;
  earlyBird: ReactNode;
  period: ReactNode;
}

/**
 * Regular price struck through, then the Early Bird price. The hidden words make the pair
 * make sense to screen readers, which do not announce strike-through.
 */
export function PlanPrice({ regular, earlyBird, period }: PlanPriceProps) {
  return (
    <div className="mk-plan-price">
      <p className="mk-plan-price__regular">
        <VisuallyHidden>Regular price: </VisuallyHidden>
        <s>{regular}</s>
        <span className="mk-plan-price__period">{period}</span>
      </p>
      <p className="mk-plan-price__early-bird">
        <VisuallyHidden>Early Bird price: </VisuallyHidden>
        <span className="mk-plan-price__amount">{earlyBird}</span>
        <span className="mk-plan-price__period">{period}</span>
      </p>
    </div>
  );
}
