import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MentorSession, SessionPage, StudentSession } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';
import type { ChatRole } from './get-conversations.ts';

/** An active session of the two people in a conversation: what times are offered for, and its agreed time. */
export interface SharedSession {
  bookingId: string;
  packageName: string;
  scheduledAt: string | null;
}

/** Pages read at most: far beyond the few sessions one person has running. */
const MAX_PAGES = 20;

async function collect<T>(
  load: (page: number) => Promise<SessionPage<T>>,
  pick: (session: T) => SharedSession | null,
): Promise<SharedSession[]> {
  const found: SharedSession[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await load(page);
    for (const session of answer.data) {
      const shared = pick(session);
      if (shared) found.push(shared);
    }
    if (answer.pagination.currentPage >= answer.pagination.totalPages) break;
  }
  return found;
}

/**
 * The active sessions with the partner, read from the session tables the agreed time also shows in
 * (students: purchased-sessions, every booking; mentors: all-active-sessions).
 */
export function getSharedSessions(role: ChatRole, partnerId: string): Promise<SharedSession[]> {
  if (role === 'student') {
    return collect(
      (page) => apiPost<SessionPage<StudentSession>>(`/students/purchased-sessions?page=${page}`, {}),
      (session) =>
        session.status === 'active' && session.mentor._id === partnerId
          ? {
              bookingId: session._id,
              packageName: session.package.packageName,
              scheduledAt: session.scheduledAt,
            }
          : null,
    );
  }
  return collect(
    (page) => apiPost<SessionPage<MentorSession>>(`/mentors/all-active-sessions?page=${page}`, {}),
    (session) =>
      session.student._id === partnerId
        ? {
            bookingId: session._id,
            packageName: session.package.packageName,
            scheduledAt: session.scheduledAt,
          }
        : null,
  );
}

export const SHARED_SESSIONS_KEY = [...ACCOUNT_QUERY_KEY, 'chat', 'sessions'] as const;

export function sharedSessionsQuery(role: ChatRole, partnerId: string) {
  return queryOptions({
    queryKey: [...SHARED_SESSIONS_KEY, partnerId],
    queryFn: () => getSharedSessions(role, partnerId),
  });
}

export function useSharedSessions(role: ChatRole, partnerId: string) {
  return useQuery(sharedSessionsQuery(role, partnerId));
}

/**
 * A session's time was agreed: the conversation header shows it at once, and the account's other reads
 * (the session tables of both areas, the dashboards) are refetched when next shown. The chat's own
 * reads already have it.
 */
export function noteSessionScheduled(client: QueryClient, bookingId: string, scheduledAt: string): void {
  client.setQueriesData<SharedSession[]>({ queryKey: SHARED_SESSIONS_KEY }, (sessions) =>
    sessions?.map((session) => (session.bookingId === bookingId ? { ...session, scheduledAt } : session)),
  );
  void client.invalidateQueries({
    queryKey: ACCOUNT_QUERY_KEY,
    predicate: (query) => query.queryKey[1] !== 'chat',
  });
}
