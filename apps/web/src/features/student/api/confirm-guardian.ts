import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuardianState } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** The code the guardian read out: it confirms their address. */
export function confirmGuardian(studentId: string, code: string): Promise<GuardianState> {
  return apiPost<GuardianState>('/students/guardian/confirm', { studentId, code });
}

export function useConfirmGuardian(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => confirmGuardian(studentId, code),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
