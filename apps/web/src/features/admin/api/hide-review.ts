import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { REVIEWS_KEY } from './get-reviews.ts';

export type ReviewHiding = {
  reviewId: string;
  reason: string;
};

/** Hides a review that breaks the rules, with the reason the mentor will read. */
export function hideReview(entry: ReviewHiding): Promise<{ hidden: boolean }> {
  return apiPost<{ hidden: boolean }>('/admin/hide-review', entry);
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
