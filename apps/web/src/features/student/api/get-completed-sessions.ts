import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionPage, StudentSession } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { STUDENT_SESSIONS_KEY } from './get-purchased-sessions.ts';

/** The student's completed sessions, newest first (Completed Sessions). */
export function getCompletedSessions(page: number): Promise<SessionPage<StudentSession>> {
  return apiPost<SessionPage<StudentSession>>(`/students/complete-sessions?page=${page}`, {});
}

export function completedSessionsQuery(page: number) {
  return queryOptions({
    queryKey: [...STUDENT_SESSIONS_KEY, 'completed', page],
    queryFn: () => getCompletedSessions(page),
    placeholderData: keepPreviousData,
  });
}

export function useCompletedSessions(page: number) {
  return useQuery(completedSessionsQuery(page));
}
