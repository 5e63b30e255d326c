import { useQuery } from '@tanstack/react-query';
import type { AdminClearedPayout } from '@neetmentor/contract';
import { adminListQuery, ADMIN_KEY } from './admin-list.ts';

export const CLEARED_PAYMENTS_KEY = [...ADMIN_KEY, 'cleared-payments'] as const;

/** Payouts made, newest first, with their proof (15 a page). */
export function clearedPaymentsQuery(page: number) {
  return adminListQuery<AdminClearedPayout>(CLEARED_PAYMENTS_KEY, '/admin/cleared-payments', page);
}

export function useClearedPayments(page: number) {
  return useQuery(clearedPaymentsQuery(page));
}
