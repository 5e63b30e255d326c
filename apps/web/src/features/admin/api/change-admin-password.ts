import type { PasswordChange } from '../../../components/change-password-form.tsx';
import { apiPost } from '../../../lib/api-client.ts';

export function changeAdminPassword(adminId: string, change: PasswordChange): Promise<{ token: string }> {
  return apiPost<{ token: string }>('/admin/change-password', { ...change, adminId });
}
