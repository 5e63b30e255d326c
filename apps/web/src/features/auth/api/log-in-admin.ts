import { apiPost } from '../../../lib/api-client.ts';

export function logInAdmin(credentials: {
  email: string;
  password: string;
}): Promise<{ token: string; userid: string }> {
  return apiPost('/admin/login', credentials, { anonymous: true });
}
