import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { MENTORS_KEY } from './get-mentors.ts';

/** Activates a deactivated mentor or deactivates an active one; answers the new state. */
export function toggleMentorStatus(mentorId: string): Promise<{ activate: boolean }> {
  return apiPost<{ activate: boolean }>('/admin/toggle-status', { mentorId });
}

export function useToggleMentorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleMentorStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MENTORS_KEY }),
  });
}
