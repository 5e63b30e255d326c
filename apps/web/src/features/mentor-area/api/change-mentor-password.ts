import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from '../../../components/change-password-form.tsx';
import { apiPost } from '../../../lib/api-client.ts';
import { replaceToken } from '../../../lib/auth-storage.ts';

export function changeMentorPassword(mentorId: string, change: PasswordChange): Promise<{ token: string }> {
  return apiPost<{ token: string }>('/mentors/change-current-password', { ...change, mentorId });
}

/** The change ends every session, this one included: the fresh token it answers with keeps this device in. */
export function useChangeMentorPassword(mentorId: string) {
  return useMutation({
    mutationFn: (change: PasswordChange) => changeMentorPassword(mentorId, change),
    onSuccess: ({ token }) => replaceToken(token),
  });
}
