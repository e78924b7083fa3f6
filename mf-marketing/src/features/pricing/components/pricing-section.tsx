import { PLANS } from '@fresh-pouf/contracts/values';
import { Button } from '@fresh-pouf/ui';
import { EarlyBirdBanner } from '../../../components/early-bird-banner';
import { SectionHeading } from '../../../components/section-heading';
import { SECTION_IDS } from '@fresh-pouf/contracts/values';
import { EARLY_BIRD_PERCENT, activateEarlyBird } from '../../../lib/early-bird';
import { FamilyPlanCard } from './family-plan-card';
import { PlanCard } from './plan-card';
import './pricing.css';

export function PricingSection() {
  return (
    <section id={SECTION_IDS.pricing} className="mk-section mk-pricing" aria-labelledby="mk-pricing-title">
      <div className="mk-container">
        <SectionHeading
          id="mk-pricing-title"
          eyebrow="Pricing"
          title="Simple, Fresh Pricing"
          intro="Every plan includes free shipping in the US, and you can cancel at any time."
        />
        <EarlyBirdBanner
          title="Early Bird Special"
          className="mk-pricing__early-bird"
          action={
            <Button size="lg" onClick={activateEarlyBird}>
              Secure Early Bird Pricing
            </Button>
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
      </div>
    </section>
  );
}
