import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { REFERRALS_KEY } from './get-referrals.ts';

export function deleteReferral(id: string): Promise<null> {
  return apiDelete<null>(`/referred/delete/${encodeURIComponent(id)}`);
}

/** The spec reloads the list after a delete; a refusal (deleted meanwhile) reloads it too. */
export function useDeleteReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReferral,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REFERRALS_KEY }),
  });
}
