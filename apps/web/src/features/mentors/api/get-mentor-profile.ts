import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageQueryKeys, type MentorPublicProfile } from '@neetmentor/contract';
import { apiGet } from '../../../lib/api-client.ts';
import { nullWhenMissing } from '../../../lib/missing-answer.ts';

/**
 * `id` is the mentor's _id or display mentorId; an unknown or inactive mentor answers 404, kept as `null`
 * (see `nullWhenMissing`). The GET form of single-mentor, so a profile opened again comes from the
 * browser's cache or costs a 304.
 */
export function getMentorProfile(id: string): Promise<MentorPublicProfile | null> {
  return nullWhenMissing(apiGet<MentorPublicProfile>(`/mentors/single-mentor/${encodeURIComponent(id)}`));
}

export function mentorProfileQuery(id: string) {
  return queryOptions({ queryKey: pageQueryKeys.mentorProfile(id), queryFn: () => getMentorProfile(id) });
}

export function useMentorProfile(id: string) {
  return useQuery(mentorProfileQuery(id));
}
