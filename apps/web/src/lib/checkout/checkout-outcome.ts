/** The checkout's signed answer, as verify-payment and verify-fee-payment take it. */
export interface CheckoutPayment {
  orderId: string;
  paymentId: string;
  signature: string;
}

/**
 * How a checkout ended: paid (with the answer to verify), failed (the provider's reason; nothing was
 * charged), or closed by the payer without paying.
 */
export type CheckoutOutcome =
  | { status: 'paid'; payment: CheckoutPayment }
  | { status: 'failed'; reason: string }
  | { status: 'dismissed' };

const NO_MONEY_TAKEN = 'No money was taken.';

/** "Payment failed: <the provider's reason> No money was taken." (the sandbox's reason already says so). */
export function paymentFailedText(reason: string): string {
  const sentence = /[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`;
  return sentence.includes(NO_MONEY_TAKEN)
    ? `Payment failed: ${sentence}`
    : `Payment failed: ${sentence} ${NO_MONEY_TAKEN}`;
}
