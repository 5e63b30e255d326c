import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorOwnReview, Pagination } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

export interface MyReviewsPage {
  data: MentorOwnReview[];
  pagination: Pagination;
}

/** Every page of the mentor's reviews. */
export const MY_REVIEWS_KEY = [...ACCOUNT_QUERY_KEY, 'mentor-reviews'] as const;

/** The mentor's reviews, newest first (10 a page), hidden ones with the admin's reason. */
export function getMyReviews(page: number): Promise<MyReviewsPage> {
  return apiPost<MyReviewsPage>(`/mentors/my-reviews?page=${page}`, {});
}

export function myReviewsQuery(page: number) {
  return queryOptions({
    queryKey: [...MY_REVIEWS_KEY, { page }],
    queryFn: () => getMyReviews(page),
    placeholderData: keepPreviousData,
  });
}

export function useMyReviews(page: number) {
  return useQuery(myReviewsQuery(page));
}
