import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionPage, StudentSession } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** Every page of both session tabs: a booking, a cancellation or a rating changes them together. */
export const STUDENT_SESSIONS_KEY = [...ACCOUNT_QUERY_KEY, 'student-sessions'] as const;

/** Every booking of the student, newest first, with where its money is (Session Management). */
export function getPurchasedSessions(page: number): Promise<SessionPage<StudentSession>> {
  return apiPost<SessionPage<StudentSession>>(`/students/purchased-sessions?page=${page}`, {});
}

export function purchasedSessionsQuery(page: number) {
  return queryOptions({
    queryKey: [...STUDENT_SESSIONS_KEY, 'purchased', page],
    queryFn: () => getPurchasedSessions(page),
    placeholderData: keepPreviousData,
  });
}

export function usePurchasedSessions(page: number) {
  return useQuery(purchasedSessionsQuery(page));
}
