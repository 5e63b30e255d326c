import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageQueryKeys, type FeaturedMentor } from '@neetmentor/contract';
import { apiGet } from '../api-client.ts';

/** The GET form of get-featured-mentors, which the browser may answer from its cache. */
export function getFeaturedMentors(): Promise<FeaturedMentor[]> {
  return apiGet<FeaturedMentor[]>('/admin/get-featured-mentors');
}

export const featuredMentorsQuery = queryOptions({
  queryKey: pageQueryKeys.featuredMentors(),
  queryFn: getFeaturedMentors,
});

export function useFeaturedMentors() {
  return useQuery(featuredMentorsQuery);
}
