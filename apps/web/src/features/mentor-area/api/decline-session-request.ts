import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclineSessionRequest } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { MENTOR_SUMMARY_KEY } from './get-mentor-summary.ts';
import { SESSION_REQUESTS_KEY } from './get-session-requests.ts';

export function declineSessionRequest(request: DeclineSessionRequest): Promise<null> {
  return apiPost<null>('/mentors/decline-sessions-request', request);
}

/**
 * Declines a request, then reloads the requests and the dashboard figures; a refusal reloads them too (the
 * request was accepted or ran out meanwhile). Pending until the lists are back, so the row never lingers.
 */
export function useDeclineSessionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineSessionRequest,
    onSettled: () =>
      Promise.all(
        [SESSION_REQUESTS_KEY, MENTOR_SUMMARY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
