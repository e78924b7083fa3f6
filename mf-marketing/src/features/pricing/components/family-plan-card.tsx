import {
  FAMILY_POUF_CHOICES,
  FREQUENCIES,
  FREQUENCY_LABELS,
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
import { useEffect, useRef, useState } from 'react';
import { PLAN_QUERY_PARAMS, selectPlan } from '../../../lib/plan-selection';
import { JoinWaitlistForm } from './join-waitlist-form';
import { FamilyPrice } from './family-price';
import { PlanFeatures } from './plan-features';

const POUF_OPTIONS = FAMILY_POUF_CHOICES.map((count) => ({ value: String(count), label: String(count) }));
const FREQUENCY_OPTIONS = FREQUENCIES.map((frequency) => ({ value: frequency, label: FREQUENCY_LABELS[frequency] }));

const isPoufChoice = (value: number): value is (typeof FAMILY_POUF_CHOICES)[number] =>
  (FAMILY_POUF_CHOICES as readonly number[]).includes(value);
const isFrequency = (value: unknown): value is Frequency => (FREQUENCIES as readonly unknown[]).includes(value);

/**
 * The family card: its price follows the pouf count and delivery rhythm as they change. It is
 * HTML first: every combination's price is in the page and CSS shows the one whose radios are
 * checked (pricing.css, `:has()`), so the price is right before the script arrives and without
 * it, and "Choose Family" submits the radios (`/?plan=family&poufs=3&frequency=quarterly`).
 * The script keeps the same markup and adds `hidden` to the others (for browsers without
 * `:has()`), the test ids, and the in-page hand-over to the waitlist form.
 */
export function FamilyPlanCard({ plan }: { plan: Plan }) {
  const [poufs, setPoufs] = useState<number>(FAMILY_POUF_CHOICES[0]);
  const [frequency, setFrequency] = useState<Frequency>('monthly');
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = `mk-plan-${plan.id}-title`;

  // Radios ticked before the page was taken over (or put back by the browser on a return visit)
  // stay as they are, and taking over keeps them: the state starts from them.
  useEffect(() => {
    if (!formRef.current) return;
    const form = new FormData(formRef.current);
    const ticked = {
      poufs: Number(form.get(PLAN_QUERY_PARAMS.poufs)),
      frequency: form.get(PLAN_QUERY_PARAMS.frequency),
    };
    if (isPoufChoice(ticked.poufs)) setPoufs(ticked.poufs);
    if (isFrequency(ticked.frequency)) setFrequency(ticked.frequency);
  }, []);

  return (
    <Card role="article" aria-labelledby={titleId} className="mk-plan-card mk-family" data-plan={plan.id}>
      <JoinWaitlistForm
        ref={formRef}
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
              idPrefix="mk-family-poufs"
              value={String(poufs)}
              options={POUF_OPTIONS}
              onValueChange={(value) => setPoufs(Number(value))}
            />
            <SegmentedControl
              legend="How often"
              name={PLAN_QUERY_PARAMS.frequency}
              idPrefix="mk-family-frequency"
              value={frequency}
              options={FREQUENCY_OPTIONS}
              onValueChange={setFrequency}
            />
          </div>
          {/* Announce the new price politely whenever a choice above changes it: only the shown one is read. */}
          <FamilyPrice poufs={poufs} frequency={frequency} />
          <p className="mk-plan-card__savings">
            <Badge variant="success">Save {plan.savings}</Badge>
            {FAMILY_POUF_CHOICES.map((count) => {
              const volumeDiscount = Math.round(familyPrice(count, 'monthly').discount * 100);
              return (
                <span key={count} className="mk-plan-card__note" data-for-poufs={count} hidden={count !== poufs}>
                  {count} poufs per delivery
                  {volumeDiscount > 0 ? `, ${volumeDiscount}% multi-pouf discount included` : ''}
                </span>
              );
            })}
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
