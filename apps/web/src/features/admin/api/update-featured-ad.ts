import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { applicationFeeQuery } from '../../../lib/api/get-application-fee.ts';
import { ADMIN_DETAILS_KEY } from './get-admin-details.ts';

export interface FeaturedAdChange {
  /** Whole rupees, or undefined to keep the amount. */
  amount: number | undefined;
  image: File | null;
}

/** add-feature-ad: a new ad picture and/or mentor verification amount (at least one). */
export function updateFeaturedAd({
  amount,
  image,
}: FeaturedAdChange): Promise<{ featuredAd: string | null; verificationAmount: number }> {
  const form = new FormData();
  if (amount !== undefined) form.append('amount', String(amount));
  if (image) form.append('image', image);
  return apiPost('/admin/add-feature-ad', form);
}

export function useUpdateFeaturedAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeaturedAd,
    // The verification amount is the application fee the public fee texts read.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_DETAILS_KEY }),
        queryClient.invalidateQueries({ queryKey: applicationFeeQuery.queryKey }),
      ]),
  });
}
