import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MentorProfile } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { mentorDetailsQuery } from './get-mentor-details.ts';

/** Pauses new bookings until `until` (an ISO time at most 90 days ahead), or takes them again with null. */
export function setAwayMode(until: string | null): Promise<MentorProfile> {
  return apiPost<MentorProfile>('/mentors/set-away', { until });
}

/** The answer is the profile with its new `awayUntil`, written into the cache the pages read. */
export function useSetAwayMode(mentorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAwayMode,
    onSuccess: (profile) => queryClient.setQueryData(mentorDetailsQuery(mentorId).queryKey, profile),
  });
}
