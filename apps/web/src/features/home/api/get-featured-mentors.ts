import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedMentor } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';

export function getFeaturedMentors(): Promise<FeaturedMentor[]> {
  return apiPost<FeaturedMentor[]>('/admin/get-featured-mentors');
}

export const featuredMentorsQuery = queryOptions({
  queryKey: ['featured-mentors'],
  queryFn: getFeaturedMentors,
});

export function useFeaturedMentors() {
  return useQuery(featuredMentorsQuery);
}
