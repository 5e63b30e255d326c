import { useQuery } from '@tanstack/react-query';
import type { AdminStudent } from '@neetmentor/contract';
import { adminListQuery, ADMIN_KEY } from './admin-list.ts';

export const STUDENTS_KEY = [...ADMIN_KEY, 'students'] as const;

/** Registered students (15 a page); `search` is a username. */
export function studentsQuery(page: number, search: string) {
  return adminListQuery<AdminStudent>(STUDENTS_KEY, '/admin/total-students', page, search);
}

export function useStudents(page: number, search: string) {
  return useQuery(studentsQuery(page, search));
}
