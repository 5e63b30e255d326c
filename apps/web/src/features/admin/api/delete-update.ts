import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { ADMIN_UPDATES_KEY } from './get-admin-updates.ts';

export function deleteUpdate(id: string): Promise<null> {
  return apiPost<null>('/admin/delete-update', { id });
}

export function useDeleteUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_UPDATES_KEY }),
  });
}
