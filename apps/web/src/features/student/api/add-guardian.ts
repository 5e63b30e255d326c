import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuardianState } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** Names a parent's or guardian's e-mail; the server mails them a 6-digit code. */
export function addGuardian(studentId: string, email: string): Promise<GuardianState> {
  return apiPost<GuardianState>('/students/guardian', { studentId, email });
}

export function useAddGuardian(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => addGuardian(studentId, email),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
