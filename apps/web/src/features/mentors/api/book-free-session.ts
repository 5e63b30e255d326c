import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingResult, BookPackageRequest } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost, hasErrorCode } from '../../../lib/api-client.ts';
import { freeSessionUsedKey } from './free-session-used.ts';

/** Books a free package at once (one free booking per student and mentor). */
export function bookFreeSession(request: BookPackageRequest): Promise<BookingResult> {
  return apiPost<BookingResult>('/students/free-session', request);
}

/**
 * A new booking changes the student's session lists, notifications and free session with the mentor. A
 * refusal because the free session was already used (in another tab, say) turns the button off too.
 */
export function useBookFreeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookFreeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
    onError: (error, request) => {
      if (hasErrorCode(error, 'FREE_SESSION_USED'))
        void queryClient.invalidateQueries({ queryKey: freeSessionUsedKey(request.mentorId) });
    },
  });
}
