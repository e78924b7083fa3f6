import { CHECKOUT_MESSAGES, type PaymentStatus } from '@fresh-pouf/contracts';

export interface PaymentOutcome {
  heading: string;
  text: string | null;
  tone: 'success' | 'pending' | 'failed';
}

/**
 * Spec: /success says 'Payment Successful!'. Beyond it, the server's word on the payment wins
 * over the query string, which anybody can type.
 */
export function paymentOutcome(redirectStatus: string | null, server: PaymentStatus['status'] | 'unchecked'): PaymentOutcome {
  const status = server === 'unchecked' || server === 'unknown' ? (redirectStatus === 'failed' ? 'failed' : server) : server;
  if (status === 'failed') return { heading: 'Payment Failed', text: CHECKOUT_MESSAGES.statusFailed, tone: 'failed' };
  if (status === 'processing') return { heading: 'Payment Processing', text: CHECKOUT_MESSAGES.statusProcessing, tone: 'pending' };
  if (status === 'succeeded') return { heading: CHECKOUT_MESSAGES.successHeading, text: CHECKOUT_MESSAGES.statusConfirmed, tone: 'success' };
  if (status === 'unknown') return { heading: CHECKOUT_MESSAGES.successHeading, text: CHECKOUT_MESSAGES.statusUnknown, tone: 'success' };
  return { heading: CHECKOUT_MESSAGES.successHeading, text: null, tone: 'success' };
}
