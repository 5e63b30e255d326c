import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorSession, SessionPage } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** Every page of the mentor's waiting requests. */
export const SESSION_REQUESTS_KEY = [...ACCOUNT_QUERY_KEY, 'mentor-sessions', 'requests'] as const;

export function getSessionRequests(page: number): Promise<SessionPage<MentorSession>> {
  return apiPost<SessionPage<MentorSession>>(`/mentors/all-sessions-requests?page=${page}`, {});
}

export function sessionRequestsQuery(page: number) {
  return queryOptions({
    queryKey: [...SESSION_REQUESTS_KEY, page],
    queryFn: () => getSessionRequests(page),
    // New requests and expiries reach an open list by the live updates (lib/live-updates.ts), not by polling.
    placeholderData: keepPreviousData,
  });
}

export function useSessionRequests(page: number) {
  return useQuery(sessionRequestsQuery(page));
}
