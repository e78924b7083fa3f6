import { pageTitle, CHECKOUT_CLAIM_PARAM } from '@fresh-pouf/contracts';
import { usePostedOutcome } from '@fresh-pouf/remote-kit';
import { Island, type IslandWhen } from '@fresh-pouf/remote-kit/islands';
import { useSearchParams } from 'react-router-dom';
import { CUSTOMER_FORM_OUTCOME_KEY, type CustomerFormOutcome } from '../features/checkout/lib/customer-form-outcome';
import { readPlanDetails } from '../features/checkout/lib/plan-details';
import { CheckoutPage } from './checkout-page';
import '../styles/checkout.css';

/**
 * /checkout (docs/product/checkout-and-payments.md#checkout-page): the Early Bird's plan, paid by card through Stripe. An
 * islands page: the title and heading are HTML only; the checkout itself loads its code when the
 * page opens, and its first step (who pays) works as HTML before that.
 */
export default function CheckoutRoute() {
  const [search] = useSearchParams();
  const posted = usePostedOutcome<CustomerFormOutcome>(CUSTOMER_FORM_OUTCOME_KEY);
  // A plan link's page is whole as HTML (its form posts), so its code (React, Stripe's) loads when
  // the visitor starts on the form. At once: a plan only the browser holds (the Early Bird form's),
  // an e-mailed token to take off the address, or who pays already posted (the card form is next).
  const asHtml =
    readPlanDetails(null, search) !== null && !search.has(CHECKOUT_CLAIM_PARAM) && posted?.kind !== 'paying';
  const when: IslandWhen = asHtml ? 'touch' : 'visible';
  return (
    <div className="fp-page co-page">
      <title>{pageTitle('Checkout')}</title>
      <h1 className="co-page__title">Checkout</h1>
      <Island owner="checkout" name="checkout" when={when}>
        <CheckoutPage />
      </Island>
    </div>
  );
}
