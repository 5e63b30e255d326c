import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { featuredMentorsQuery } from '../../../lib/api/get-featured-mentors.ts';
import { ADMIN_DETAILS_KEY } from './get-admin-details.ts';
import { MENTORS_KEY } from './get-mentors.ts';

/** feature-mentor or remove-feature-mentor (`mentorId` is the mentor's `_id`); both are idempotent. */
export function setMentorFeatured({
  mentorId,
  featured,
}: {
  mentorId: string;
  featured: boolean;
}): Promise<{ featured: boolean }> {
  const path = featured ? '/admin/feature-mentor' : '/admin/remove-feature-mentor';
  return apiPost<{ featured: boolean }>(path, { mentorId });
}

/**
 * Reloads the mentors table, the admin's details (which list the featured mentors) and the home page's
 * featured row this browser may have cached.
 */
export function useSetMentorFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMentorFeatured,
    onSettled: () =>
      Promise.all(
        [MENTORS_KEY, ADMIN_DETAILS_KEY, featuredMentorsQuery.queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
