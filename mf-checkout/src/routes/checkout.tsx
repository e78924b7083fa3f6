import { BRAND, CHECKOUT_CLAIM_PARAM, CHECKOUT_MESSAGES, type CheckoutCustomer } from '@fresh-pouf/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CheckoutErrorCard } from '../features/checkout/components/checkout-error-card';
import { CheckoutSession } from '../features/checkout/components/checkout-session';
import { OrderSummary } from '../features/checkout/components/order-summary';
import { checkoutTokenFor } from '../features/checkout/lib/checkout-token';
import { readCustomer, readPlanDetails, saveCustomer, sessionStore } from '../features/checkout/lib/plan-details';
import '../styles/checkout.css';

/** /checkout (spec sections 2 and 4): the Early Bird's plan, paid by card through Stripe. */
export default function CheckoutRoute() {
  const [search, setSearch] = useSearchParams();
  const details = useMemo(() => readPlanDetails(sessionStore(), search), [search]);
  const [checkoutToken] = useState(() => checkoutTokenFor(sessionStore(), search));

  // The e-mailed link's token is kept in session storage; off the address bar, it stays out of
  // history, bookmarks and the Referer of anything the page loads.
  useEffect(() => {
    if (!search.has(CHECKOUT_CLAIM_PARAM)) return;
    const rest = new URLSearchParams(search);
    rest.delete(CHECKOUT_CLAIM_PARAM);
    setSearch(rest, { replace: true });
  }, [search, setSearch]);
  const [customer, setCustomer] = useState<CheckoutCustomer | null>(() => readCustomer(sessionStore()));

  const chooseCustomer = (next: CheckoutCustomer) => {
    saveCustomer(sessionStore(), next);
    setCustomer(next);
  };

  return (
    <div className="co-page">
      <title>{`Checkout · ${BRAND.name}`}</title>
      <h1 className="co-page__title">Checkout</h1>
      {details ? (
        // The summary first: what is bought, then how it is paid (and see checkout.css: no layout shift).
        <div className="co-layout">
          <aside className="co-layout__aside">
            <OrderSummary details={details} />
          </aside>
          <section className="co-layout__main" aria-label="Payment">
            <CheckoutSession details={details} customer={customer} checkoutToken={checkoutToken} onCustomer={chooseCustomer} />
          </section>
        </div>
      ) : (
        <CheckoutErrorCard message={CHECKOUT_MESSAGES.noPlan} />
      )}
    </div>
  );
}
