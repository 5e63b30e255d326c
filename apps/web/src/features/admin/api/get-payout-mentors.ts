import { useQuery } from '@tanstack/react-query';
import type { PayoutMentor } from '@neetmentor/contract';
import { adminListQuery, ADMIN_KEY } from './admin-list.ts';

export const PAYOUT_MENTORS_KEY = [...ADMIN_KEY, 'payout-mentors'] as const;

/** Mentors whose wallet is above 0, largest first, with their payment details (5 a page). */
export function payoutMentorsQuery(page: number) {
  return adminListQuery<PayoutMentor>(PAYOUT_MENTORS_KEY, '/admin/payout-mentors', page);
}

export function usePayoutMentors(page: number) {
  return useQuery(payoutMentorsQuery(page));
}
