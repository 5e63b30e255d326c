import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomReferral } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { REFERRALS_KEY } from './get-referrals.ts';

export function createReferral(referral: { name: string; code: string }): Promise<CustomReferral> {
  return apiPost<CustomReferral>('/referred/create', referral);
}

/** The spec reloads the list after a create. */
export function useCreateReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REFERRALS_KEY }),
  });
}
