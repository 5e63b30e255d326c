import type { UserType } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { ACCOUNT_PATHS } from './account-paths.ts';

const DELETE_PATHS: Record<UserType, string> = {
  Student: `${ACCOUNT_PATHS.Student}/delete-student`,
  Mentor: `${ACCOUNT_PATHS.Mentor}/delete-mentor`,
};

/** Cancelling the code dialog removes the sign-up; the server allows it only while unverified. */
export function deleteUnverifiedAccount(role: UserType, email: string): Promise<null> {
  return apiPost<null>(DELETE_PATHS[role], { email }, { anonymous: true });
}
