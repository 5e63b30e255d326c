import { useQuery } from '@tanstack/react-query';
import type { AdminSession } from '@neetmentor/contract';
import { adminListQuery, ADMIN_KEY } from './admin-list.ts';

export const PENDING_SESSIONS_KEY = [...ADMIN_KEY, 'sessions', 'pending'] as const;

/** Pending requests, nearest deadline first (15 a page); the spec gives this table no search. */
export function pendingSessionsQuery(page: number) {
  return adminListQuery<AdminSession>(PENDING_SESSIONS_KEY, '/admin/total-pending-sessions', page);
}

export function usePendingSessions(page: number) {
  return useQuery(pendingSessionsQuery(page));
}
