import type { UserType } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { ACCOUNT_PATHS } from './account-paths.ts';

export function verifyEmail(role: UserType, email: string, otp: string): Promise<null> {
  return apiPost<null>(`${ACCOUNT_PATHS[role]}/verify-email`, { email, otp }, { anonymous: true });
}
