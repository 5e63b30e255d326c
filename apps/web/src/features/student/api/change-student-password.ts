import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from '../../../components/change-password-form.tsx';
import { apiPost } from '../../../lib/api-client.ts';
import { replaceToken } from '../../../lib/auth-storage.ts';

export function changeStudentPassword(studentId: string, change: PasswordChange): Promise<{ token: string }> {
  return apiPost<{ token: string }>('/students/change-password', { ...change, studentId });
}

/** The change ends every session, this one included: the fresh token it answers with keeps this device in. */
export function useChangeStudentPassword(studentId: string) {
  return useMutation({
    mutationFn: (change: PasswordChange) => changeStudentPassword(studentId, change),
    onSuccess: ({ token }) => replaceToken(token),
  });
}
