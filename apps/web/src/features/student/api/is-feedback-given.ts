import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export function isFeedbackGiven(mentorId: string): Promise<boolean> {
  return apiPost<boolean>('/students/is-feedback-given', { mentorId });
}

/**
 * Asked each time the student opens the feedback of a completed session (spec part 1 §4): a one-off
 * question on a click, so nothing is kept to go stale.
 */
export function useCheckFeedbackGiven() {
  return useMutation({ mutationFn: isFeedbackGiven });
}
