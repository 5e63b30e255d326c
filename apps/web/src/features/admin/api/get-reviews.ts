import { useQuery } from '@tanstack/react-query';
import type { AdminReview } from '@neetmentor/contract';
import { adminListQuery, ADMIN_KEY } from './admin-list.ts';

export const REVIEWS_KEY = [...ADMIN_KEY, 'reviews'] as const;

/** Recent reviews of every mentor, newest first (15 a page); `search` is a MentorId. */
export function reviewsQuery(page: number, search: string) {
  return adminListQuery<AdminReview>(REVIEWS_KEY, '/admin/reviews', page, search);
}

export function useReviews(page: number, search: string) {
  return useQuery(reviewsQuery(page, search));
}
