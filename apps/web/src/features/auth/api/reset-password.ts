import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** The mentor path of the spec serves students and mentors alike; the link's token says whose it is. */
export function resetPassword(token: string, password: string, confirmPassword: string): Promise<null> {
  return apiPost<null>(
    `/mentors/reset-password/${encodeURIComponent(token)}`,
    { password, confirmPassword },
    { anonymous: true },
  );
}

export interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** Sets the password of the account the reset link's token names. */
export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: ({ password, confirmPassword }: NewPassword) =>
      resetPassword(token, password, confirmPassword),
  });
}
