import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewReply } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { MY_REVIEWS_KEY } from './get-my-reviews.ts';

export type ReviewReplyEntry = {
  reviewId: string;
  reply: string;
};

/** The mentor's one reply to a review of theirs; it cannot be edited afterwards. */
export function replyReview(entry: ReviewReplyEntry): Promise<ReviewReply> {
  return apiPost<ReviewReply>('/mentors/reply-review', entry);
}

/** Replies, then reloads the reviews (a refusal too: a reply from another device may have come first). */
export function useReplyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_REVIEWS_KEY }),
  });
}
