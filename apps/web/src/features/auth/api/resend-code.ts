import type { UserType } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { ACCOUNT_PATHS } from './account-paths.ts';

/** At most once a minute; sooner answers 429 with a message saying when to try again. */
export function resendCode(role: UserType, id: string): Promise<null> {
  return apiPost<null>(`${ACCOUNT_PATHS[role]}/resend-otp`, { id }, { anonymous: true });
}
