import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUpdate } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { ADMIN_UPDATES_KEY } from './get-admin-updates.ts';

/** add-update: posts plain text to every mentor's Updates feed. */
export function addUpdate(message: string): Promise<AdminUpdate> {
  return apiPost<AdminUpdate>('/admin/add-update', { message });
}

export function useAddUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUpdate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_UPDATES_KEY }),
  });
}
