import { CHECKOUT_MESSAGES, LEGAL_DOCUMENTS } from '@fresh-pouf/contracts';
import { Button, Spinner, toast, VisuallyHidden } from '@fresh-pouf/ui';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paymentErrorToast, paymentFailedToast, paymentSuccessToast } from '../lib/checkout-toasts';
import { clearCheckoutHandOver, sessionStore } from '../lib/plan-details';

export const SUCCESS_PATH = '/success';

interface PaymentFormProps {
  /** "$7.49/2 months" (pricePerPeriod of the purchase), as the order summary shows it. */
  price: string;
  /** Called once the Payment Element has drawn itself and can take a card. */
  onReady?: () => void;
}

/**
 * Why the last try did not go through, shown at the card field until the next try: the
 * provider's words, and for a card it refused, what to do.
 */
interface CardProblem {
  message: string;
  declined: boolean;
}

/**
 * The card form: idle, then processing, then the success toast and /success, or the failure
 * toast. A failed try (a declined card) also says why at the card field and puts the focus
 * there: the subscription's first payment is still open, so the visitor tries again right here.
 */
export function PaymentForm({ price, onReady }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [problem, setProblem] = useState<CardProblem | null>(null);
  const problemId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    setProblem(null);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${SUCCESS_PATH}` },
        redirect: 'if_required',
      });
      if (error) {
        toast(paymentFailedToast(error.message));
        setProblem({ message: error.message || CHECKOUT_MESSAGES.unknownError, declined: error.type === 'card_error' });
        elements.getElement('payment')?.focus();
        return;
      }
      toast(paymentSuccessToast());
      clearCheckoutHandOver(sessionStore());
      // As Stripe's own redirect does: /success proves with the client secret that it may ask.
      const query = new URLSearchParams({
        payment_intent: paymentIntent.id,
        payment_intent_client_secret: paymentIntent.client_secret ?? '',
        redirect_status: paymentIntent.status,
      });
      navigate(`${SUCCESS_PATH}?${query.toString()}`);
    } catch {
      toast(paymentErrorToast());
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form className="co-payment" onSubmit={(e) => void submit(e)} aria-busy={processing}>
      <div className="co-payment__element">
        <PaymentElement
          options={{ layout: 'tabs' }}
          onReady={() => {
            setReady(true);
            onReady?.();
          }}
        />
        {problem ? (
          <p id={problemId} role="alert" className="fp-field__error co-payment__error">
            <span>
              {problem.message}
              {problem.declined ? ` ${CHECKOUT_MESSAGES.cardDeclinedRetry}` : null}
            </span>
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={!stripe || !elements || !ready || processing}
        aria-describedby={problem ? problemId : undefined}
      >
        {processing ? (
          <>
            <Spinner size="sm" /> {CHECKOUT_MESSAGES.processing}
          </>
        ) : (
          `${CHECKOUT_MESSAGES.payNow} ${price}`
        )}
      </Button>
      <p className="fp-fine-print">
        By subscribing, you agree to our <LegalLink id="terms" /> and accept our <LegalLink id="privacy" />.
      </p>
    </form>
  );
}

/** In a new tab: reading the terms must not cost the visitor the card details typed so far. */
function LegalLink({ id }: { id: keyof typeof LEGAL_DOCUMENTS }) {
  const { path, title } = LEGAL_DOCUMENTS[id];
  return (
    <a href={path} target="_blank" rel="noopener">
      {title}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
