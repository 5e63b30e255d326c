import { describe, expect, it } from 'vitest';
import { paymentFailedText } from './checkout-outcome.ts';

describe('paymentFailedText', () => {
  it('gives the provider’s reason and says that no money was taken, once', () => {
    expect(paymentFailedText('Authentication failed due to incorrect otp')).toBe(
      'Payment failed: Authentication failed due to incorrect otp. No money was taken.',
    );
    expect(paymentFailedText('Your payment was declined by the bank (sandbox). No money was taken.')).toBe(
      'Payment failed: Your payment was declined by the bank (sandbox). No money was taken.',
    );
  });
});
