import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorPublicProfile } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';

/** `id` is the mentor's _id or display mentorId; an unknown or inactive mentor answers 404. */
export function getMentorProfile(id: string): Promise<MentorPublicProfile> {
  return apiPost<MentorPublicProfile>('/mentors/single-mentor', { mentorId: id });
}

export function mentorProfileQuery(id: string) {
  return queryOptions({ queryKey: ['mentor-profile', id], queryFn: () => getMentorProfile(id) });
}

export function useMentorProfile(id: string) {
  return useQuery(mentorProfileQuery(id));
}
