import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutEntry } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** The signed-in mentor's cleared payouts, newest first; the server answers no one else's. */
export function getPayoutHistory(): Promise<PayoutEntry[]> {
  return apiPost<PayoutEntry[]>('/admin/get-payment-history', {});
}

export function payoutHistoryQuery() {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'mentor-payouts'],
    queryFn: getPayoutHistory,
  });
}

export function usePayoutHistory() {
  return useQuery(payoutHistoryQuery());
}
