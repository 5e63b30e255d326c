import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { ACTIVE_SESSIONS_KEY } from './get-active-sessions.ts';
import { MENTOR_SUMMARY_KEY } from './get-mentor-summary.ts';
import { SESSION_REQUESTS_KEY } from './get-session-requests.ts';

export function acceptSessionRequest(requestId: string): Promise<null> {
  return apiPost<null>('/mentors/accept-sessions-request', { requestId });
}

/**
 * Accepts a request, then reloads the requests, the active sessions and the dashboard figures. A refusal
 * reloads them too: it means the request moved on (accepted elsewhere, expired) and the list is out of
 * date. The mutation stays pending until the lists are back, so the row never shows a stale Accept.
 */
export function useAcceptSessionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptSessionRequest,
    onSettled: () =>
      Promise.all(
        [SESSION_REQUESTS_KEY, ACTIVE_SESSIONS_KEY, MENTOR_SUMMARY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
