import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorSession, SessionPage } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { takeEarlyRead } from '../../../lib/early-reads.ts';

/** Every page and search of the mentor's completed sessions. */
export const COMPLETED_SESSIONS_KEY = [...ACCOUNT_QUERY_KEY, 'mentor-sessions', 'completed'] as const;

/** `search`: a student's exact username ('' for all); the server applies it from 4 characters. */
export function getCompletedSessions(page: number, search: string): Promise<SessionPage<MentorSession>> {
  return apiPost<SessionPage<MentorSession>>(
    `/mentors/all-complete-sessions?page=${page}`,
    search ? { search } : {},
    { takeOver: takeEarlyRead },
  );
}

export function completedSessionsQuery(page: number, search: string) {
  return queryOptions({
    queryKey: [...COMPLETED_SESSIONS_KEY, { page, search }],
    queryFn: () => getCompletedSessions(page, search),
    placeholderData: keepPreviousData,
  });
}

export function useCompletedSessions(page: number, search: string) {
  return useQuery(completedSessionsQuery(page, search));
}
