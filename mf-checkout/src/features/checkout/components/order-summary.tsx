import {
  EARLY_BIRD_PERCENT_LABEL,
  describePlanChoice,
  earlyBirdPurchase,
  familyPrice,
  formatPrice,
  getPlan,
  pricePerPeriod,
} from '@fresh-pouf/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@fresh-pouf/ui';
import type { PlanDetails } from '../lib/plan-details';

/** What is being bought, beside the form: plan, poufs, rhythm, price per period and the lock. */
export function OrderSummary({ details }: { details: PlanDetails }) {
  const purchase = earlyBirdPurchase(details);
  const plan = getPlan(purchase.planId);
  const regular = plan.isFamily ? familyPrice(purchase.poufs, purchase.frequency).regular : plan.price;
  return (
    <Card className="co-summary" aria-labelledby="co-summary-title">
      <CardHeader>
        <CardTitle as="h2" id="co-summary-title">
          Your Early Bird subscription
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="co-summary__list">
          <div>
            <dt>Plan</dt>
            <dd>{plan.title}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd>
              {describePlanChoice({
                plan: purchase.planId,
                numberOfPoufs: purchase.poufs,
                frequency: purchase.frequency,
              })}
            </dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>
              <strong data-testid="checkout-price">{pricePerPeriod(purchase.amount, purchase.frequency)}</strong>{' '}
              <s aria-label={`regular price ${formatPrice(regular)}`}>{formatPrice(regular)}</s>
            </dd>
          </div>
        </dl>
        <p className="co-summary__lock">
          <Badge>{EARLY_BIRD_PERCENT_LABEL} off</Badge> Early Bird price, locked in for life. Cancel at any time.
        </p>
      </CardContent>
    </Card>
  );
}
