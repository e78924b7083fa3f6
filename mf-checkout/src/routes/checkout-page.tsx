import { CHECKOUT_CLAIM_PARAM, CHECKOUT_MESSAGES, type CheckoutCustomer } from '@fresh-pouf/contracts';
import { usePostedOutcome } from '@fresh-pouf/remote-kit';
import { useTakenOver } from '@fresh-pouf/remote-kit/islands';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCheckoutConfig } from '../features/checkout/api/checkout-config';
import { CheckoutErrorCard } from '../features/checkout/components/checkout-error-card';
import { CheckoutLoading } from '../features/checkout/components/checkout-loading';
import { CheckoutSession } from '../features/checkout/components/checkout-session';
import { CustomerForm } from '../features/checkout/components/customer-form';
import { OrderSummary } from '../features/checkout/components/order-summary';
import { checkoutTokenFor } from '../features/checkout/lib/checkout-token';
import {
  CUSTOMER_FORM_OUTCOME_KEY,
  CUSTOMER_FORM_TOKEN_KEY,
  type CustomerFormOutcome,
} from '../features/checkout/lib/customer-form-outcome';
import { readCustomer, readPlanDetails, saveCustomer, sessionStore } from '../features/checkout/lib/plan-details';

/**
 * The checkout: the plan bought, then who pays, then the card (docs/product/checkout-and-payments.md#checkout-page). The server
 * draws it from the address (a plan link's plan, the "who pays" form) and from what that form did
 * when posted as HTML; the browser then adds what only it holds (the plan and person the Early
 * Bird form stored) and the card form, which needs Stripe.js.
 */
export function CheckoutPage() {
  const [search, setSearch] = useSearchParams();
  const takenOver = useTakenOver();
  const posted = usePostedOutcome<CustomerFormOutcome>(CUSTOMER_FORM_OUTCOME_KEY);
  const formToken = usePostedOutcome<string>(CUSTOMER_FORM_TOKEN_KEY);
  const paying = posted?.kind === 'paying' ? posted : undefined;
  // What the Early Bird form stored is read once the page is the browser's (the server has none).
  const storage = takenOver ? sessionStore() : null;
  const details = useMemo(() => readPlanDetails(storage, search), [storage, search]);
  // Nothing to pay for, nothing to ask the server.
  const configured = Boolean(useCheckoutConfig({ enabled: details !== null }).data?.publishableKey);
  const [checkoutToken] = useState(() => checkoutTokenFor(sessionStore(), search, paying?.checkoutToken));
  // The e-mailed link's token is kept in session storage; off the address bar, it stays out of
  // history, bookmarks and the Referer of anything the page loads.
  useEffect(() => {
    if (!search.has(CHECKOUT_CLAIM_PARAM)) return;
    const rest = new URLSearchParams(search);
    rest.delete(CHECKOUT_CLAIM_PARAM);
    setSearch(rest, { replace: true });
  }, [search, setSearch]);

  const [chosen, setChosen] = useState<CheckoutCustomer | null>(null);
  const paymentStep = useRef<HTMLElement>(null);
  // Who pays is answered and its form has gone: focus goes to the step that replaced it, not to the page.
  useEffect(() => {
    if (chosen) paymentStep.current?.focus({ preventScroll: true });
  }, [chosen]);
  const stored = useMemo(() => readCustomer(storage), [storage]);
  const customer = chosen ?? paying?.customer ?? stored;
  const chooseCustomer = (next: CheckoutCustomer) => {
    saveCustomer(sessionStore(), next);
    setChosen(next);
  };
  // Who pays, posted as HTML, is kept for the rest of the visit as the browser's own choice would be.
  useEffect(() => {
    if (paying) saveCustomer(sessionStore(), paying.customer);
  }, [paying]);

  if (!details) {
    // No plan in the link: the one the Early Bird form stored is known once the page is the browser's.
    return takenOver ? <CheckoutErrorCard message={CHECKOUT_MESSAGES.noPlan} /> : <CheckoutLoading />;
  }
  let payment;
  if (posted?.kind === 'check-inbox') {
    payment = (
      <CheckoutErrorCard
        title={CHECKOUT_MESSAGES.verifyByEmailTitle}
        message={CHECKOUT_MESSAGES.verifyByEmail}
        tone="notice"
      />
    );
  } else if (!customer && configured) {
    // The same form before and after the takeover: what was typed into it stays.
    payment = (
      <CustomerForm
        checkoutToken={formToken}
        posted={posted?.kind === 'form' ? posted : undefined}
        onDone={chooseCustomer}
      />
    );
  } else if (takenOver) {
    payment = <CheckoutSession details={details} customer={customer} checkoutToken={checkoutToken} />;
  } else {
    payment = paying ? (
      // Who pays was posted: the card form is the page's code's, and without it, says so instead of a spinner.
      <>
        <div className="co-until-script">
          <CheckoutLoading />
        </div>
        <noscript>
          <p className="co-customer__no-script">{CHECKOUT_MESSAGES.cardNeedsScript}</p>
        </noscript>
      </>
    ) : (
      <CheckoutLoading />
    );
  }
  return (
    // The summary first: what is bought, then how it is paid (and see checkout.css: no layout shift).
    <div className="co-layout">
      <aside className="co-layout__aside">
        <OrderSummary details={details} />
      </aside>
      <section ref={paymentStep} tabIndex={-1} className="co-layout__main" aria-label="Payment">
        {payment}
      </section>
    </div>
  );
}
