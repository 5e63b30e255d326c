import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** Cancels a request the mentor has not accepted yet; a paid one is refunded in full. */
export function cancelSession(requestId: string): Promise<null> {
  return apiPost<null>('/students/cancel-session', { requestId });
}

/**
 * The lists and the notifications reload after the answer, a refusal included: it means the request
 * moved on (accepted or expired meanwhile) and the row on screen is out of date.
 */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
