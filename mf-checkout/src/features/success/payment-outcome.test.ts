import { CHECKOUT_MESSAGES } from '@fresh-pouf/contracts';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATES } from '@fresh-pouf/contracts';
import { paymentOutcome, SUCCESS_PAGE_TEXT } from './payment-outcome';

describe('what /success says', () => {
  it("says 'Payment Successful!' only once the server confirms the payment", () => {
    expect(paymentOutcome('succeeded')).toMatchObject({
      heading: 'Payment Successful!',
      text: CHECKOUT_MESSAGES.statusConfirmed,
    });
    for (const state of [...PAYMENT_STATES.filter((s) => s !== 'succeeded'), 'checking', 'no-payment'] as const) {
      expect(paymentOutcome(state).heading).not.toBe(CHECKOUT_MESSAGES.successHeading);
    }
  });
  it('names each state the server can answer', () => {
    expect(paymentOutcome('failed')).toMatchObject({ heading: 'Payment Failed', text: CHECKOUT_MESSAGES.statusFailed });
    expect(paymentOutcome('processing')).toMatchObject({
      heading: 'Payment Processing',
      text: CHECKOUT_MESSAGES.statusProcessing,
    });
    expect(paymentOutcome('unknown')).toMatchObject({
      heading: SUCCESS_PAGE_TEXT.unknownHeading,
      text: CHECKOUT_MESSAGES.statusUnknown,
    });
  });
  it('says nothing was paid without a payment, and offers the way back to the plans', () => {
    expect(paymentOutcome('no-payment')).toMatchObject({
      heading: SUCCESS_PAGE_TEXT.noPaymentHeading,
      next: { to: '/#pricing' },
    });
  });
});
