import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { ACTIVE_SESSIONS_KEY } from './get-active-sessions.ts';
import { COMPLETED_SESSIONS_KEY } from './get-completed-sessions.ts';
import { MENTOR_SUMMARY_KEY } from './get-mentor-summary.ts';

export interface SessionCompletion {
  requestId: string;
  /** The proof image; sent without one, the server answers "Image is required". */
  proof: File | null;
}

export function completeSession({ requestId, proof }: SessionCompletion): Promise<null> {
  const form = new FormData();
  form.set('requestId', requestId);
  if (proof) form.set('imageOfProof', proof);
  return apiPost<null>('/mentors/change-status-completed', form);
}

/**
 * Marks an active session complete with its proof, then reloads the active and completed sessions and the
 * dashboard figures (the earning is credited). A refusal reloads them too: the session may have moved on
 * (completed from another device) since the list was loaded.
 */
export function useCompleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSession,
    onSettled: () =>
      Promise.all(
        [ACTIVE_SESSIONS_KEY, COMPLETED_SESSIONS_KEY, MENTOR_SUMMARY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
