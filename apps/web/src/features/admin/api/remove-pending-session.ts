import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { DASHBOARD_KEY } from './get-dashboard-data.ts';
import { PENDING_SESSIONS_KEY } from './get-pending-sessions.ts';

/** Cancels a pending request; a paid one is refunded in full and both sides are told. */
export function removePendingSession(id: string): Promise<null> {
  return apiPost<null>('/admin/remove-pending-session', { id });
}

/**
 * Reloads the pending list and the figures after the answer, refused or not: a refusal means the request
 * moved on (accepted, expired) and the row on screen is out of date.
 */
export function useRemovePendingSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePendingSession,
    onSettled: () =>
      Promise.all(
        [PENDING_SESSIONS_KEY, DASHBOARD_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
