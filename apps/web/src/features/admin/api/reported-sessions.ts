import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HeldEarningDecision, ReportedSession } from '@neetmentor/contract';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './admin-list.ts';
import { PAYOUT_MENTORS_KEY } from './get-payout-mentors.ts';

export const REPORTED_SESSIONS_KEY = [...ADMIN_KEY, 'reported-sessions'] as const;

/** Completed free sessions whose student reported a problem: their earning waits for a decision. */
export function useReportedSessions() {
  return useQuery({
    queryKey: REPORTED_SESSIONS_KEY,
    queryFn: () => apiGet<ReportedSession[]>('/admin/reported-sessions'),
  });
}

/** Release the held earning to the mentor's wallet, or cancel it; the lists reload either way. */
export function useResolveHeldEarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, decision }: { requestId: string; decision: HeldEarningDecision }) =>
      apiPost<null>('/admin/resolve-held-earning', { requestId, decision }),
    onSettled: () =>
      Promise.all(
        [REPORTED_SESSIONS_KEY, PAYOUT_MENTORS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
