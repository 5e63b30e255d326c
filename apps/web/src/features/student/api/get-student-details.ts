import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentProfile } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { takeEarlyRead } from '../../../lib/early-reads.ts';

export function getStudentDetails(id: string): Promise<StudentProfile> {
  // The profile page's own script asks for these before the app has arrived (early-reads/).
  return apiPost<StudentProfile>('/students/student-details', { id }, { takeOver: takeEarlyRead });
}

export function studentDetailsQuery(id: string) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'student', id],
    queryFn: () => getStudentDetails(id),
  });
}

export function useStudentDetails(id: string) {
  return useQuery(studentDetailsQuery(id));
}
