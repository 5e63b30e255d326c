import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { studentDetailsQuery } from './get-student-details.ts';

export function readNotifications(studentId: string): Promise<null> {
  return apiPost<null>('/students/read-notifications', { studentId });
}

/** Marks every notification read, then re-fetches the details that carry them (spec part 1 §4). */
export function useReadNotifications(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readNotifications(studentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentDetailsQuery(studentId).queryKey }),
  });
}
