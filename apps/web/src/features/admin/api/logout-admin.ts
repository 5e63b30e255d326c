import { apiPost } from '../../../lib/api-client.ts';

export function logoutAdmin(adminId: string): Promise<null> {
  return apiPost<null>('/admin/admin-logout', { adminId });
}
