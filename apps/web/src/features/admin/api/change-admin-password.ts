import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from '../../../components/change-password-form.tsx';
import { apiPost } from '../../../lib/api-client.ts';
import { replaceToken } from '../../../lib/auth-storage.ts';

export function changeAdminPassword(adminId: string, change: PasswordChange): Promise<{ token: string }> {
  return apiPost<{ token: string }>('/admin/change-password', { ...change, adminId });
}

/** The change ends every session, this one included: the fresh token it answers with keeps this device in. */
export function useChangeAdminPassword(adminId: string) {
  return useMutation({
    mutationFn: (change: PasswordChange) => changeAdminPassword(adminId, change),
    onSuccess: ({ token }) => replaceToken(token),
  });
}
