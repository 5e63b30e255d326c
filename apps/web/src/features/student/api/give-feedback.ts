import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiveFeedbackRequest } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { STUDENT_SESSIONS_KEY } from './get-purchased-sessions.ts';

/** A rating of 1 to 5 stars and an optional written review, once per mentor. */
export function giveFeedback(feedback: GiveFeedbackRequest): Promise<null> {
  return apiPost<null>('/students/give-feedback', { ...feedback });
}

/** The session lists carry whether the mentor is rated, so they reload. */
export function useGiveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENT_SESSIONS_KEY }),
  });
}
