import { CHECKOUT_MESSAGES, type PaymentStatus } from '@fresh-pouf/contracts';

/** What /success knows: no payment named (or no proof), still asking, or the server's answer. */
export type SuccessState = 'no-payment' | 'checking' | PaymentStatus['status'];

export interface PaymentOutcome {
  heading: string;
  text: string;
  tone: 'success' | 'pending' | 'failed' | 'neutral';
  /** Where to go from here besides Return Home, when there is somewhere useful. */
  next: { label: string; to: string } | null;
}

/** The words of /success beyond the spec's, which only names its heading for a confirmed payment. */
export const SUCCESS_PAGE_TEXT = {
  noPaymentHeading: 'No Payment Made',
  noPayment:
    'Nothing was paid on this visit. This page confirms an Early Bird payment once checkout sends you here; pick a plan to start one.',
  seePlans: 'See the plans',
  checkingHeading: 'Checking Your Payment',
  checking: 'Checking your payment with our payment provider...',
  processingHeading: 'Payment Processing',
  failedHeading: 'Payment Failed',
  tryAgain: 'Back to checkout',
  unknownHeading: 'Payment Not Confirmed Yet',
  checkAgain: 'Check again',
  checkingAgain: 'Checking...',
} as const;

const PLANS_PATH = '/#pricing';
const CHECKOUT_PATH = '/checkout';

/** A state's words; most are still pending and offer nothing beyond Return Home. */
const outcome = (
  heading: string,
  text: string,
  tone: PaymentOutcome['tone'] = 'pending',
  next: PaymentOutcome['next'] = null,
): PaymentOutcome => ({ heading, text, tone, next });

/**
 * The heading follows the server's word on the payment, never the query string (which anybody
 * can type): 'Payment Successful!' (docs/product/checkout-and-payments.md#success-page) only once the payment is confirmed.
 */
const OUTCOMES: Record<SuccessState, PaymentOutcome> = {
  succeeded: outcome(CHECKOUT_MESSAGES.successHeading, CHECKOUT_MESSAGES.statusConfirmed, 'success'),
  processing: outcome(SUCCESS_PAGE_TEXT.processingHeading, CHECKOUT_MESSAGES.statusProcessing),
  failed: outcome(SUCCESS_PAGE_TEXT.failedHeading, CHECKOUT_MESSAGES.statusFailed, 'failed', {
    label: SUCCESS_PAGE_TEXT.tryAgain,
    to: CHECKOUT_PATH,
  }),
  unknown: outcome(SUCCESS_PAGE_TEXT.unknownHeading, CHECKOUT_MESSAGES.statusUnknown),
  checking: outcome(SUCCESS_PAGE_TEXT.checkingHeading, SUCCESS_PAGE_TEXT.checking),
  'no-payment': outcome(SUCCESS_PAGE_TEXT.noPaymentHeading, SUCCESS_PAGE_TEXT.noPayment, 'neutral', {
    label: SUCCESS_PAGE_TEXT.seePlans,
    to: PLANS_PATH,
  }),
};

export const paymentOutcome = (state: SuccessState): PaymentOutcome => OUTCOMES[state];
