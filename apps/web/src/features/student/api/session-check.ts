import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionProblemKind } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** "Yes, it did": the completed free session took place. */
export function confirmSession(requestId: string): Promise<null> {
  return apiPost<null>('/students/confirm-session', { requestId });
}

/** "Report a problem": the session did not take place as it should; our team reviews it. */
export function reportSessionProblem(report: {
  requestId: string;
  kind: SessionProblemKind;
  reason: string;
}) {
  return apiPost<null>('/students/report-session-problem', report);
}

/** The lists reload after either answer (a refusal included: the question was settled meanwhile). */
export function useConfirmSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}

export function useReportSessionProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportSessionProblem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
