import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingResult, BookPackageRequest } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** Books a free package at once (one free booking per student and mentor). */
export function bookFreeSession(request: BookPackageRequest): Promise<BookingResult> {
  return apiPost<BookingResult>('/students/free-session', request);
}

/** A new booking changes the student's session lists and notifications. */
export function useBookFreeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookFreeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
