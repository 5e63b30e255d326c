import type { PasswordChange } from '../../../components/change-password-form.tsx';
import { apiPost } from '../../../lib/api-client.ts';

export function changeStudentPassword(studentId: string, change: PasswordChange): Promise<{ token: string }> {
  return apiPost<{ token: string }>('/students/change-password', { ...change, studentId });
}
