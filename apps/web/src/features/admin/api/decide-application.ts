import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { DASHBOARD_KEY } from './get-dashboard-data.ts';
import { APPROVAL_REQUESTS_KEY } from './get-approval-requests.ts';
import { MENTORS_KEY } from './get-mentors.ts';

export type ApplicationDecision = 'approve' | 'reject';

/** accept-approval or remove-approval; `mentorId` is the applicant's `_id`. */
export function decideApplication({
  mentorId,
  decision,
}: {
  mentorId: string;
  decision: ApplicationDecision;
}): Promise<null> {
  const path = decision === 'approve' ? '/admin/accept-approval' : '/admin/remove-approval';
  return apiPost<null>(path, { mentorId });
}

/**
 * Approves or rejects, then reloads the queue, the mentors and the figures, whatever the answer: a
 * refusal (decided meanwhile, not eligible) means the row on screen is out of date.
 */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSettled: () =>
      Promise.all(
        [APPROVAL_REQUESTS_KEY, MENTORS_KEY, DASHBOARD_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
