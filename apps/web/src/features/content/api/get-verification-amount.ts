import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** The one-time mentor application fee in rupees, set by the admin. */
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
