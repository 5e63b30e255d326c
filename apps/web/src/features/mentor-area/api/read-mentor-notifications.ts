import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { mentorDetailsQuery } from './get-mentor-details.ts';

export function readMentorNotifications(mentorId: string): Promise<null> {
  return apiPost<null>('/mentors/read-notifications', { mentorId });
}

/** Marks every notification read, then re-fetches the details that carry them. */
export function useReadMentorNotifications(mentorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readMentorNotifications(mentorId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorDetailsQuery(mentorId).queryKey }),
  });
}
