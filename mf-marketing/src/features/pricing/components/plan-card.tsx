import type { Plan } from '@fresh-pouf/contracts';
import { formatPrice } from '@fresh-pouf/contracts/values';
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@fresh-pouf/ui';
import { PLAN_QUERY_PARAMS, selectPlan } from '../../../lib/plan-selection';
import { JoinWaitlistForm } from './join-waitlist-form';
import { PlanFeatures } from './plan-features';
import { PlanPrice } from './plan-price';

/** One of the single-pouf plans (monthly, bi-monthly, quarterly), straight from PLANS. */
export function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `mk-plan-${plan.id}-title`;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={plan.popular ? 'mk-plan-card mk-plan-card--popular' : 'mk-plan-card'}
      data-plan={plan.id}
    >
      {plan.popular ? <Badge className="mk-plan-card__ribbon">Most Popular</Badge> : null}
      <CardHeader>
        <CardTitle id={titleId}>{plan.title}</CardTitle>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="mk-plan-card__content">
        <PlanPrice
          regular={formatPrice(plan.price)}
          earlyBird={formatPrice(plan.discountedPrice)}
          period={plan.period}
        />
        <p className="mk-plan-card__savings">
          <Badge variant="success">Save {plan.savings}</Badge>
          {plan.note ? <span className="mk-plan-card__note">{plan.note}</span> : null}
        </p>
        <PlanFeatures features={plan.features} />
      </CardContent>
      <CardFooter>
        {/* Without the script: /?plan=monthly#join-waitlist, the form pre-filled by the server. */}
        <JoinWaitlistForm
          className="mk-plan-card__choose"
          fields={{ [PLAN_QUERY_PARAMS.plan]: plan.id }}
          onJoin={() => selectPlan({ plan: plan.id })}
        >
          <Button type="submit" variant={plan.popular ? 'primary' : 'outline'} fullWidth>
            Choose {plan.title}
          </Button>
        </JoinWaitlistForm>
      </CardFooter>
    </Card>
  );
}
