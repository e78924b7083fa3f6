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

/**
 * The heading follows the server's word on the payment, never the query string (which anybody
 * can type): 'Payment Successful!' (docs/product/checkout-and-payments.md#success-page) only once the payment is confirmed.
 */
export function paymentOutcome(state: SuccessState): PaymentOutcome {
  switch (state) {
    case 'succeeded':
      return {
        heading: CHECKOUT_MESSAGES.successHeading,
        text: CHECKOUT_MESSAGES.statusConfirmed,
        tone: 'success',
        next: null,
      };
    case 'processing':
      return {
        heading: SUCCESS_PAGE_TEXT.processingHeading,
        text: CHECKOUT_MESSAGES.statusProcessing,
        tone: 'pending',
        next: null,
      };
    case 'failed':
      return {
        heading: SUCCESS_PAGE_TEXT.failedHeading,
        text: CHECKOUT_MESSAGES.statusFailed,
        tone: 'failed',
        next: { label: SUCCESS_PAGE_TEXT.tryAgain, to: CHECKOUT_PATH },
      };
    case 'unknown':
      return {
        heading: SUCCESS_PAGE_TEXT.unknownHeading,
        text: CHECKOUT_MESSAGES.statusUnknown,
        tone: 'pending',
        next: null,
      };
    case 'checking':
      return {
        heading: SUCCESS_PAGE_TEXT.checkingHeading,
        text: SUCCESS_PAGE_TEXT.checking,
        tone: 'pending',
        next: null,
      };
    case 'no-payment':
      return {
        heading: SUCCESS_PAGE_TEXT.noPaymentHeading,
        text: SUCCESS_PAGE_TEXT.noPayment,
        tone: 'neutral',
        next: { label: SUCCESS_PAGE_TEXT.seePlans, to: PLANS_PATH },
      };
  }
}
