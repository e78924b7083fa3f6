import { CHECKOUT_MESSAGES } from '@fresh-pouf/contracts';
import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './payment-outcome';

describe('what /success says', () => {
  it("says 'Payment Successful!' once the server confirms it", () => {
    expect(paymentOutcome('succeeded', 'succeeded')).toMatchObject({ heading: 'Payment Successful!', text: CHECKOUT_MESSAGES.statusConfirmed });
  });
  it('believes the server over the query string', () => {
    expect(paymentOutcome('succeeded', 'failed').heading).toBe('Payment Failed');
    expect(paymentOutcome('succeeded', 'processing')).toMatchObject({ heading: 'Payment Processing', text: CHECKOUT_MESSAGES.statusProcessing });
  });
  it('falls back to the redirect status when the server cannot tell', () => {
    expect(paymentOutcome('failed', 'unknown').heading).toBe('Payment Failed');
    expect(paymentOutcome(null, 'unchecked')).toEqual({ heading: 'Payment Successful!', text: null, tone: 'success' });
  });
});
