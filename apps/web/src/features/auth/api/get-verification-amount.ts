import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** The mentor verification fee in rupees. */
export function getVerificationAmount(): Promise<number> {
  return apiPost<number>('/admin/get-amount');
}

export const verificationAmountQuery = queryOptions({
  queryKey: ['verification-amount'],
  queryFn: getVerificationAmount,
});

export function useVerificationAmount() {
  return useQuery(verificationAmountQuery);
}
