import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** Removes the guardian: an unconfirmed one at any time, a confirmed one from the student's 18th birthday. */
export function removeGuardian(studentId: string): Promise<null> {
  return apiPost<null>('/students/guardian/remove', { studentId });
}

export function useRemoveGuardian(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeGuardian(studentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
