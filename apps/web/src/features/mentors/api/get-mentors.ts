import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageQueryKeys, type MentorPage } from '@neetmentor/contract';
import { apiGet } from '../../../lib/api-client.ts';
import { toSearchParams, type MentorFilters } from '../mentor-filters.ts';

/**
 * The GET form of the listing: the browser's HTTP cache and the server's ETags answer a repeated
 * filter (Back, Forward, paging back) without downloading the list again.
 */
export function getMentors(filters: MentorFilters, page: number): Promise<MentorPage> {
  const query = toSearchParams(filters);
  query.set('page', String(page));
  return apiGet<MentorPage>(`/mentors/all-mentors?${query}`);
}

export function mentorsQuery(filters: MentorFilters, page: number) {
  return queryOptions({
    queryKey: pageQueryKeys.mentors(filters, page),
    queryFn: () => getMentors(filters, page),
    // While the next page loads, the current cards stay (dimmed) instead of the list collapsing.
    placeholderData: keepPreviousData,
  });
}

export function useMentors(filters: MentorFilters, page: number) {
  return useQuery(mentorsQuery(filters, page));
}
