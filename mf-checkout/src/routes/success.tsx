import { BRAND, CHECKOUT_MESSAGES, PAYMENT_STATUS_URL, paymentStatusQuerySchema } from '@fresh-pouf/contracts';
import { Button, Card, CardDescription, CardFooter, CardHeader, Spinner } from '@fresh-pouf/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { fetchPaymentStatus } from '../features/checkout/api/checkout-api';
import { paymentOutcome } from '../features/success/payment-outcome';
import '../styles/checkout.css';

const STATUS_POLL_MS = 3_000;
const MAX_STATUS_CHECKS = 40;

/** /success: 'Payment Successful!' and Return Home, with the payment's state checked with the server. */
export default function SuccessRoute() {
  const [search] = useSearchParams();
  // Stripe's redirect (and the card form) name the payment and its client secret, the proof
  // the server asks for; a link without them checks nothing.
  const payment = paymentStatusQuerySchema.safeParse(Object.fromEntries(search));
  const paymentIntent = payment.success ? payment.data : null;
  const redirectStatus = search.get('redirect_status');
  const status = useQuery({
    queryKey: [PAYMENT_STATUS_URL, paymentIntent],
    queryFn: () => (paymentIntent ? fetchPaymentStatus(paymentIntent) : Promise.reject(new Error('no payment'))),
    enabled: paymentIntent !== null,
    // Card payments settle in seconds; a processing one is asked about again for a while.
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' && query.state.dataUpdateCount < MAX_STATUS_CHECKS ? STATUS_POLL_MS : false,
  });
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
