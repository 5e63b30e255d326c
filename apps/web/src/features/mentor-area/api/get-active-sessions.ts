import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorSession, SessionPage } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** Every page of the mentor's active sessions. */
export const ACTIVE_SESSIONS_KEY = [...ACCOUNT_QUERY_KEY, 'mentor-sessions', 'active'] as const;

export function getActiveSessions(page: number): Promise<SessionPage<MentorSession>> {
  return apiPost<SessionPage<MentorSession>>(`/mentors/all-active-sessions?page=${page}`, {});
}

export function activeSessionsQuery(page: number) {
  return queryOptions({
    queryKey: [...ACTIVE_SESSIONS_KEY, page],
    queryFn: () => getActiveSessions(page),
    placeholderData: keepPreviousData,
  });
}

export function useActiveSessions(page: number) {
  return useQuery(activeSessionsQuery(page));
}
