import { apiPost } from '../../../lib/api-client.ts';

export function logoutStudent(studentId: string): Promise<null> {
  return apiPost<null>('/students/logout', { studentId });
}
