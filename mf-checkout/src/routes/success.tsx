import { pageTitle, CHECKOUT_MESSAGES, paymentStatusQuerySchema } from '@fresh-pouf/contracts';
import { Button, Card, CardDescription, CardFooter, CardHeader, Spinner } from '@fresh-pouf/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { ManageSubscriptionButton } from '../features/billing/components/manage-subscription-button';
import { usePaymentStatus } from '../features/checkout/api/payment-status';
import { paymentOutcome, SUCCESS_PAGE_TEXT, type SuccessState } from '../features/success/payment-outcome';
import { CHECKOUT_ROUTES } from '../app/routes';
import '../styles/checkout.css';

/**
 * /success: the payment's state as the server tells it, with Return Home. Only Stripe's redirect
 * (and the card form) name the payment with its client secret, the proof the server asks for; a
 * link without both names no payment, and the page says nothing was paid.
 */
export default function SuccessRoute() {
  const [search] = useSearchParams();
  const payment = paymentStatusQuerySchema.safeParse(Object.fromEntries(search));
  const paymentIntent = payment.success ? payment.data : null;
  const status = usePaymentStatus(paymentIntent);
  const state: SuccessState =
    paymentIntent === null
      ? 'no-payment'
      : status.isPending
        ? 'checking'
        : status.isError
          ? 'unknown'
          : status.data.status;
  const outcome = paymentOutcome(state);

  return (
    <div className="fp-page co-page co-page--narrow">
      <title>{pageTitle(outcome.heading)}</title>
      <Card className={`co-result co-result--${outcome.tone}`}>
        <CardHeader>
          <h1 className="fp-card__title co-result__title">{outcome.heading}</h1>
          <CardDescription role="status" className="co-result__text">
            {state === 'checking' ? <Spinner size="sm" /> : null}
            {outcome.text}
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild>
            <Link to="/">{CHECKOUT_MESSAGES.returnHome}</Link>
          </Button>
          {state === 'succeeded' && paymentIntent ? <ManageSubscriptionButton payment={paymentIntent} /> : null}
          {/* The text asks to check again in a moment: the way to do so (the page also asks by itself now and then). */}
          {state === 'unknown' && paymentIntent ? (
            // As HTML, the same page asked again (the address is Stripe's redirect already); with the page's code, no reload.
            <form
              className="co-button-form"
              method="get"
              action={CHECKOUT_ROUTES.success}
              onSubmit={(event) => {
                event.preventDefault();
                if (!status.isFetching) void status.refetch();
              }}
            >
              <input type="hidden" name="payment_intent" value={paymentIntent.payment_intent} />
              <input
                type="hidden"
                name="payment_intent_client_secret"
                value={paymentIntent.payment_intent_client_secret}
              />
              {/* Not disabled while asking: focus stays on the button, a second press simply waits for the same answer. */}
              <Button type="submit" variant="outline" aria-disabled={status.isFetching}>
                {status.isFetching ? (
                  <>
                    <Spinner size="sm" />
                    {SUCCESS_PAGE_TEXT.checkingAgain}
                  </>
                ) : (
                  SUCCESS_PAGE_TEXT.checkAgain
                )}
              </Button>
            </form>
          ) : null}
          {outcome.next ? (
            <Button asChild variant="outline">
              <Link to={outcome.next.to}>{outcome.next.label}</Link>
            </Button>
          ) : null}
        </CardFooter>
      </Card>
    </div>
  );
}
