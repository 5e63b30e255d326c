import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language.ts';

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

/**
 * `paymentFailedText` in the page's language. The provider's reason is its own words (Razorpay answers in
 * English) and is quoted as it is.
 */
export function usePaymentFailedText(): (reason: string) => string {
  const { t } = useTranslation('errors');
  const language = useLanguage();
  return useCallback(
    (reason: string) => {
      if (language === 'en') return paymentFailedText(reason);
      const sentence = /[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`;
      return t('client.paymentFailed', { reason: sentence });
    },
    [t, language],
  );
}
