import {
  FAMILY_POUF_CHOICES,
  FREQUENCIES,
  FREQUENCY_LABELS,
  PERIOD_LABELS,
  familyPrice,
  type Frequency,
  type Plan,
} from '@fresh-pouf/contracts/values';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  SegmentedControl,
} from '@fresh-pouf/ui';
import { useState } from 'react';
import { PLAN_QUERY_PARAMS, selectPlan } from '../../../lib/plan-selection';
import { JoinWaitlistForm } from './join-waitlist-form';
import { PlanFeatures } from './plan-features';
import { PlanPrice } from './plan-price';

const POUF_OPTIONS = FAMILY_POUF_CHOICES.map((count) => ({ value: String(count), label: String(count) }));
const FREQUENCY_OPTIONS = FREQUENCIES.map((frequency) => ({ value: frequency, label: FREQUENCY_LABELS[frequency] }));

/**
 * The family card: its price follows the pouf count and delivery rhythm as they change.
 * "Choose Family" submits the card's form, radios included, so it works before the script
 * arrives and without it (`/?plan=family&poufs=3&frequency=quarterly#join-waitlist`).
 */
export function FamilyPlanCard({ plan }: { plan: Plan }) {
  const [poufs, setPoufs] = useState<number>(FAMILY_POUF_CHOICES[0]);
  const [frequency, setFrequency] = useState<Frequency>('monthly');
  const price = familyPrice(poufs, frequency);
  const volumeDiscount = Math.round(price.discount * 100);
  const titleId = `mk-plan-${plan.id}-title`;

  return (
    <Card role="article" aria-labelledby={titleId} className="mk-plan-card mk-family" data-plan={plan.id}>
      <JoinWaitlistForm
        className="mk-family__form"
        fields={{ [PLAN_QUERY_PARAMS.plan]: plan.id }}
        onJoin={() => selectPlan({ plan: plan.id, family: { numberOfPoufs: poufs, frequency } })}
      >
        <Badge variant="secondary" className="mk-plan-card__ribbon">
          Colour-coded
        </Badge>
        <CardHeader>
          <CardTitle id={titleId}>{plan.title}</CardTitle>
          <CardDescription>{plan.description}</CardDescription>
        </CardHeader>
        <CardContent className="mk-family__configure">
          <div className="mk-family__options">
            <SegmentedControl
              legend="Poufs per delivery"
              name={PLAN_QUERY_PARAMS.poufs}
              value={String(poufs)}
              options={POUF_OPTIONS}
              onValueChange={(value) => setPoufs(Number(value))}
            />
            <SegmentedControl
              legend="How often"
              name={PLAN_QUERY_PARAMS.frequency}
              value={frequency}
              options={FREQUENCY_OPTIONS}
              onValueChange={setFrequency}
            />
          </div>
          {/* Announce the new price politely whenever a choice above changes it. */}
          <div aria-live="polite" aria-atomic="true">
            <PlanPrice
              regular={price.regular}
              earlyBird={price.earlyBird}
              period={PERIOD_LABELS[frequency]}
              regularTestId="family-regular-price"
              earlyBirdTestId="family-price"
            />
          </div>
          <p className="mk-plan-card__savings">
            <Badge variant="success">Save {plan.savings}</Badge>
            <span className="mk-plan-card__note">
              {poufs} poufs per delivery
              {volumeDiscount > 0 ? `, ${volumeDiscount}% multi-pouf discount included` : ''}
            </span>
          </p>
        </CardContent>
        <CardContent className="mk-family__features">
          <PlanFeatures features={plan.features} />
        </CardContent>
        <CardFooter>
          <Button type="submit" variant="outline" fullWidth>
            Choose {plan.title}
          </Button>
        </CardFooter>
      </JoinWaitlistForm>
    </Card>
  );
}
