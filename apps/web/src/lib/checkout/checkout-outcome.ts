import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

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

/** How the sandbox (and some provider answers) end their reason; the message says it once in its own words. */
const NO_MONEY_TAKEN = /\s*No money was taken\.?\s*$/;

/** The provider's reason as one sentence, its own "No money was taken." left to the message around it. */
export function providerReason(reason: string): string {
  const sentence = reason.replace(NO_MONEY_TAKEN, '').trim();
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * "Payment failed: <the provider's reason> No money was taken.", in the page's language. The provider's
 * reason is its own words (Razorpay answers in English) and is quoted as it is.
 */
export function usePaymentFailedText(): (reason: string) => string {
  const { t } = useTranslation('errors');
  return useCallback((reason: string) => t('client.paymentFailed', { reason: providerReason(reason) }), [t]);
}
