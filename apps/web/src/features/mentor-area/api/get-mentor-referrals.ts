import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorReferrals } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function getMentorReferrals(): Promise<MentorReferrals> {
  return apiPost<MentorReferrals>('/mentors/referrals', {});
}

export function mentorReferralsQuery() {
  return queryOptions({ queryKey: [...ACCOUNT_QUERY_KEY, 'mentor-referrals'], queryFn: getMentorReferrals });
}

export function useMentorReferrals() {
  return useQuery(mentorReferralsQuery());
}
