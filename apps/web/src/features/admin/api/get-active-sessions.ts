import { useQuery } from '@tanstack/react-query';
import type { AdminSession } from '@neetmentor/contract';
import { adminListQuery, ADMIN_KEY } from './admin-list.ts';

export const ACTIVE_SESSIONS_KEY = [...ADMIN_KEY, 'sessions', 'active'] as const;

/** Active sessions, newest approval first (15 a page); the spec gives this table no search. */
export function activeSessionsQuery(page: number) {
  return adminListQuery<AdminSession>(ACTIVE_SESSIONS_KEY, '/admin/total-active-sessions', page);
}

export function useActiveSessions(page: number) {
  return useQuery(activeSessionsQuery(page));
}
