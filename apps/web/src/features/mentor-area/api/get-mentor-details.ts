import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorProfile } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { takeEarlyRead } from '../../../lib/early-reads.ts';

export function getMentorDetails(id: string): Promise<MentorProfile> {
  return apiPost<MentorProfile>('/mentors/mentor-details', { id }, { takeOver: takeEarlyRead });
}

export function mentorDetailsQuery(id: string) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'mentor', id],
    queryFn: () => getMentorDetails(id),
  });
}

export function useMentorDetails(id: string) {
  return useQuery(mentorDetailsQuery(id));
}
