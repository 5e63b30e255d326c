import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { REVIEWS_KEY } from './get-reviews.ts';

/** Shows a hidden review again: it is back on the profile and in the rating. */
export function unhideReview(reviewId: string): Promise<{ hidden: boolean }> {
  return apiPost<{ hidden: boolean }>('/admin/unhide-review', { reviewId });
}

export function useUnhideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unhideReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
