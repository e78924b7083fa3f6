import { describePlanChoice, formatPrice, getPlan, type WaitlistFormState } from '@fresh-pouf/contracts';
import { VisuallyHidden } from '@fresh-pouf/ui';
import { EARLY_BIRD_PERCENT } from '../../../lib/early-bird';
import { planQuote } from '../lib/plan-quote';

/** The price of what is picked, so nobody reaches checkout unsure what they will pay. */
export function PlanSummary({ values }: { values: WaitlistFormState }) {
  const quote = planQuote(values);
  const { title } = getPlan(values.plan);
  return (
    <div className="mk-plan-summary" aria-live="polite" aria-atomic="true">
      <div className="mk-plan-summary__plan">
        <p className="mk-plan-summary__title">{title} plan</p>
        <p className="mk-plan-summary__detail">{describePlanChoice(values)}</p>
      </div>
      <div className="mk-plan-summary__price">
        {values.earlyBird ? (
          <>
            <p>
              <VisuallyHidden>Regular price: </VisuallyHidden>
              <s>
                {formatPrice(quote.regular)}
                {quote.period}
              </s>
            </p>
            <p className="mk-plan-summary__amount">
              <VisuallyHidden>Early Bird price: </VisuallyHidden>
              {formatPrice(quote.earlyBird)}
              <span>{quote.period}</span>
            </p>
            <p className="mk-plan-summary__hint">Paid at checkout, locked for life</p>
          </>
        ) : (
          <>
            <p className="mk-plan-summary__amount">
              {formatPrice(quote.regular)}
              <span>{quote.period}</span>
            </p>
            <p className="mk-plan-summary__hint">At launch · {EARLY_BIRD_PERCENT} less with Early Bird</p>
          </>
        )}
      </div>
    </div>
  );
}
