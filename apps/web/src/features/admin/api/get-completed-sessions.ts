import { useQuery } from '@tanstack/react-query';
import type { AdminSession } from '@neetmentor/contract';
import { adminListQuery, ADMIN_KEY } from './admin-list.ts';

export const COMPLETED_SESSIONS_KEY = [...ADMIN_KEY, 'sessions', 'completed'] as const;

/** Completed sessions with their proof and stars (10 a page); `search` is a MentorId. */
export function completedSessionsQuery(page: number, search: string) {
  return adminListQuery<AdminSession>(
    COMPLETED_SESSIONS_KEY,
    '/admin/total-completed-sessions',
    page,
    search,
  );
}

export function useCompletedSessions(page: number, search: string) {
  return useQuery(completedSessionsQuery(page, search));
}
