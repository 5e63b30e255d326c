import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomReferral } from '@neetmentor/contract';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './admin-list.ts';

export const REFERRALS_KEY = [...ADMIN_KEY, 'referrals'] as const;

/** Every custom referral code with the students registered and the sessions they completed. */
export function getReferrals(): Promise<CustomReferral[]> {
  return apiGet<CustomReferral[]>('/referred/all');
}

export const referralsQuery = queryOptions({ queryKey: REFERRALS_KEY, queryFn: getReferrals });

export function useReferrals() {
  return useQuery(referralsQuery);
}
