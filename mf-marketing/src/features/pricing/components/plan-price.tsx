import { formatPrice } from '@fresh-pouf/contracts/values';
import { VisuallyHidden } from '@fresh-pouf/ui';

export interface PlanPriceProps {
  regular: number;
  earlyBird: number;
  period: string;
  /** Test hooks for prices that change on screen (the family card). */
  regularTestId?: string;
  earlyBirdTestId?: string;
}

/**
 * Regular price struck through, then the Early Bird price. The hidden words make the pair
 * make sense to screen readers, which do not announce strike-through.
 */
export function PlanPrice({ regular, earlyBird, period, regularTestId, earlyBirdTestId }: PlanPriceProps) {
  return (
    <div className="mk-plan-price">
      <p className="mk-plan-price__regular">
        <VisuallyHidden>Regular price: </VisuallyHidden>
        <s>
          <span data-testid={regularTestId}>{formatPrice(regular)}</span>
        </s>
        <span className="mk-plan-price__period">{period}</span>
      </p>
      <p className="mk-plan-price__early-bird">
        <VisuallyHidden>Early Bird price: </VisuallyHidden>
        <span className="mk-plan-price__amount" data-testid={earlyBirdTestId}>
          {formatPrice(earlyBird)}
        </span>
        <span className="mk-plan-price__period">{period}</span>
      </p>
    </div>
  );
}
