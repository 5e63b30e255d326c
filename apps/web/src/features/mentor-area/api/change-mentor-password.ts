import type { PasswordChange } from '../../../components/change-password-form.tsx';
import { apiPost } from '../../../lib/api-client.ts';

export function changeMentorPassword(mentorId: string, change: PasswordChange): Promise<{ token: string }> {
  return apiPost<{ token: string }>('/mentors/change-current-password', { ...change, mentorId });
}
