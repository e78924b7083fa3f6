import { BRAND } from '@fresh-pouf/contracts';
import { Island } from '@fresh-pouf/remote-kit/islands';
import { CheckoutPage } from './checkout-page';
import '../styles/checkout.css';

/**
 * /checkout (spec sections 2 and 4): the Early Bird's plan, paid by card through Stripe. An
 * islands page: the title and heading are HTML only; the checkout itself loads its code when the
 * page opens, and its first step (who pays) works as HTML before that.
 */
export default function CheckoutRoute() {
  return (
    <div className="co-page">
      <title>{`Checkout · ${BRAND.name}`}</title>
      <h1 className="co-page__title">Checkout</h1>
      <Island owner="checkout" name="checkout">
        <CheckoutPage />
      </Island>
    </div>
  );
}
