import { BRAND, CHECKOUT_MESSAGES, paymentStatusQuerySchema } from '@fresh-pouf/contracts';
import { Button, Card, CardDescription, CardFooter, CardHeader, Spinner } from '@fresh-pouf/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { usePaymentStatus } from '../features/checkout/api/payment-status';
import { paymentOutcome } from '../features/success/payment-outcome';
import '../styles/checkout.css';

/** /success: 'Payment Successful!' and Return Home, with the payment's state checked with the server. */
export default function SuccessRoute() {
  const [search] = useSearchParams();
  // Stripe's redirect (and the card form) name the payment and its client secret, the proof
  // the server asks for; a link without them checks nothing.
  const payment = paymentStatusQuerySchema.safeParse(Object.fromEntries(search));
  const paymentIntent = payment.success ? payment.data : null;
  const redirectStatus = search.get('redirect_status');
  const status = usePaymentStatus(paymentIntent);
  const checking = paymentIntent !== null && status.isPending;
  const outcome = paymentOutcome(
    redirectStatus,
    paymentIntent === null ? 'unchecked' : status.isError ? 'unknown' : (status.data?.status ?? 'unchecked'),
  );

  return (
    <div className="co-page co-page--narrow">
      <title>{`${outcome.heading} · ${BRAND.name}`}</title>
      <Card className={`co-result co-result--${outcome.tone}`}>
        <CardHeader>
          <h1 className="fp-card__title co-result__title">{outcome.heading}</h1>
          {checking ? (
            <CardDescription>
              <Spinner size="sm" label="Checking your payment" /> Checking your payment with our payment provider...
            </CardDescription>
          ) : outcome.text ? (
            <CardDescription role="status">{outcome.text}</CardDescription>
          ) : null}
        </CardHeader>
        <CardFooter>
          <Button asChild>
            <Link to="/">{CHECKOUT_MESSAGES.returnHome}</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
