import { CHECKOUT_MESSAGES } from '@fresh-pouf/contracts';
import { Spinner } from '@fresh-pouf/ui';

export function CheckoutLoading() {
  return (
    <div className="co-loading" role="status">
      <Spinner size="lg" />
      <p>{CHECKOUT_MESSAGES.loading}</p>
    </div>
  );
}
