import { BRAND, CHECKOUT_CLAIM_PARAM, CHECKOUT_MESSAGES, type CheckoutCustomer } from '@fresh-pouf/contracts';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CheckoutErrorCard } from '../features/checkout/components/checkout-error-card';
import { CheckoutLoading } from '../features/checkout/components/checkout-loading';
import { CheckoutSession } from '../features/checkout/components/checkout-session';
import { OrderSummary } from '../features/checkout/components/order-summary';
import { checkoutTokenFor } from '../features/checkout/lib/checkout-token';
import { readCustomer, readPlanDetails, saveCustomer, sessionStore } from '../features/checkout/lib/plan-details';
import '../styles/checkout.css';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser takes a server-rendered page over, so that render
 * matches the server's; true from the render after it (and at once on a page the browser draws).
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** /checkout (spec sections 2 and 4): the Early Bird's plan, paid by card through Stripe. */
export default function CheckoutRoute() {
  const [search, setSearch] = useSearchParams();
  const inBrowser = useInBrowser();
  // What the Early Bird form stored is read once the page is the browser's (the server has none).
  const storage = inBrowser ? sessionStore() : null;
  const details = useMemo(() => readPlanDetails(storage, search), [storage, search]);
  const [checkoutToken] = useState(() => checkoutTokenFor(sessionStore(), search));

  // The e-mailed link's token is kept in session storage; off the address bar, it stays out of
  // history, bookmarks and the Referer of anything the page loads.
  useEffect(() => {
    if (!search.has(CHECKOUT_CLAIM_PARAM)) return;
    const rest = new URLSearchParams(search);
    rest.delete(CHECKOUT_CLAIM_PARAM);
    setSearch(rest, { replace: true });
  }, [search, setSearch]);
  const [chosen, setCustomer] = useState<CheckoutCustomer | null>(null);
  const stored = useMemo(() => readCustomer(storage), [storage]);
  const customer = chosen ?? stored;

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
            {/* Who pays and the card form are the browser's: a form the server drew could be sent
                before the page is taken over, and never reach the payment. */}
            {inBrowser ? (
              <CheckoutSession details={details} customer={customer} checkoutToken={checkoutToken} onCustomer={chooseCustomer} />
            ) : (
              <CheckoutLoading />
            )}
          </section>
        </div>
      ) : inBrowser ? (
        <CheckoutErrorCard message={CHECKOUT_MESSAGES.noPlan} />
      ) : (
        // No plan in the link: the one the Early Bird form stored is known once the page is the browser's.
        <CheckoutLoading />
      )}
    </div>
  );
}
