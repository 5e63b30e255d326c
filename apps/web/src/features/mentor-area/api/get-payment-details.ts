import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentDetails } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const PAYMENT_DETAILS_KEY = [...ACCOUNT_QUERY_KEY, 'mentor-payment-details'] as const;

/** Where the mentor's payouts go; null until they are first saved. */
export function getPaymentDetails(): Promise<PaymentDetails | null> {
  return apiPost<PaymentDetails | null>('/mentors/payment-details', {});
}

export function paymentDetailsQuery() {
  return queryOptions({ queryKey: PAYMENT_DETAILS_KEY, queryFn: getPaymentDetails });
}

export function usePaymentDetails() {
  return useQuery(paymentDetailsQuery());
}
