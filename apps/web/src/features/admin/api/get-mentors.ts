import { useQuery } from '@tanstack/react-query';
import type { AdminMentor } from '@neetmentor/contract';
import { adminListQuery, ADMIN_KEY } from './admin-list.ts';

export const MENTORS_KEY = [...ADMIN_KEY, 'mentors'] as const;

/** Approved mentors, active or not (15 a page); `search` is a MentorId. */
export function mentorsQuery(page: number, search: string) {
  return adminListQuery<AdminMentor>(MENTORS_KEY, '/admin/total-mentors', page, search);
}

export function useMentors(page: number, search: string) {
  return useQuery(mentorsQuery(page, search));
}
