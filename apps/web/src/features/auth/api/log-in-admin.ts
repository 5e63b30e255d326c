import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { saveAuth } from '../../../lib/auth-storage.ts';

export function logInAdmin(credentials: {
  email: string;
  password: string;
}): Promise<{ token: string; userid: string }> {
  return apiPost('/admin/login', credentials, { anonymous: true });
}

/** Logs the admin in and stores the session for this tab only: an admin is never remembered. */
export function useLogInAdmin() {
  return useMutation({
    mutationFn: logInAdmin,
    onSuccess: ({ token, userid }) => saveAuth({ auth: token, adminId: userid }, false),
  });
}
