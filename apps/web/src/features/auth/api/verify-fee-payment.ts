import { useMutation } from '@tanstack/react-query';
import { apiPostForMessage } from '../../../lib/api-client.ts';
import type { CheckoutPayment } from '../../../lib/checkout/checkout-outcome.ts';

/** Hands the checkout's signed answer for the fee to the server; resolves with its sentence to show. */
export function verifyFeePayment(payment: CheckoutPayment): Promise<string> {
  return apiPostForMessage('/mentors/verify-fee-payment', { ...payment }, { anonymous: true });
}

export function useVerifyFeePayment() {
  return useMutation({ mutationFn: verifyFeePayment });
}
