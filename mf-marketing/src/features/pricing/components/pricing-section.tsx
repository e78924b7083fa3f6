import { ACTIVATE_EARLY_BIRD_EVENT, PLANS, SECTION_IDS } from '@fresh-pouf/contracts/values';
import { RAISES_ATTRIBUTE, TICKS_ATTRIBUTE } from '@fresh-pouf/remote-kit/early-actions';
import { Button } from '@fresh-pouf/ui';
import { EarlyBirdBanner } from '../../../components/early-bird-banner';
import { LandingSection } from '../../../components/landing-section';
import {
  EARLY_BIRD_ACTION,
  EARLY_BIRD_CHECKBOX_ID,
  EARLY_BIRD_PERCENT,
  EARLY_BIRD_QUERY_PARAM,
} from '../../../lib/early-bird';
import { FamilyPlanCard } from './family-plan-card';
import { JoinWaitlistForm } from './join-waitlist-form';
import { PlanCard } from './plan-card';
import './pricing.css';

const EARLY_BIRD_FORM_ID = 'mk-early-bird-form';

export function PricingSection() {
  return (
    <LandingSection
      anchor={SECTION_IDS.pricing}
      className="mk-pricing"
      titleId="mk-pricing-title"
      eyebrow="Pricing"
      title="Simple, Fresh Pricing"
      intro="Every plan includes free shipping in the US, and you can cancel at any time."
    >
      <EarlyBirdBanner
        title="Early Bird Special"
        className="mk-pricing__early-bird"
        action={
          <>
            {/* The page's early actions tick the box from the first paint, raise activateEarlyBird and glide
                  there; without JavaScript: /?earlyBird=true#join-waitlist-early-bird, the box ticked by the
                  server. The button names its form, so it stays the action's own child for the banner's layout. */}
            <Button type="submit" form={EARLY_BIRD_FORM_ID} size="lg">
              Secure Early Bird Pricing
            </Button>
            <JoinWaitlistForm
              id={EARLY_BIRD_FORM_ID}
              action={EARLY_BIRD_ACTION}
              fields={{ [EARLY_BIRD_QUERY_PARAM]: 'true' }}
              {...{ [TICKS_ATTRIBUTE]: EARLY_BIRD_CHECKBOX_ID, [RAISES_ATTRIBUTE]: ACTIVATE_EARLY_BIRD_EVENT }}
            />
          </>
        }
      >
        Join before launch and save <strong>{EARLY_BIRD_PERCENT}</strong> on every delivery. Your Early Bird price is{' '}
        <strong>locked for life</strong>, for as long as you keep your subscription.
      </EarlyBirdBanner>
      <div className="mk-plans">
        {PLANS.map((plan) =>
          plan.isFamily ? <FamilyPlanCard key={plan.id} plan={plan} /> : <PlanCard key={plan.id} plan={plan} />,
        )}
      </div>
      <p className="mk-pricing__footnote">
        Prices shown are Early Bird prices with the regular price struck through. Early Bird members pay at checkout
        when they join; everyone else pays nothing until launch.
      </p>
    </LandingSection>
  );
}
