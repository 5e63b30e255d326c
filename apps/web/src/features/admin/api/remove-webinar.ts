import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { ADMIN_DETAILS_KEY } from './get-admin-details.ts';

/** remove-webinar: no webinar is current afterwards (the former one stays on record). */
export function removeWebinar(): Promise<null> {
  return apiPost<null>('/admin/remove-webinar', {});
}

export function useRemoveWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWebinar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_DETAILS_KEY }),
  });
}
