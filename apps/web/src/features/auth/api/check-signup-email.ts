import { apiPost } from '../../../lib/api-client.ts';

/**
 * Step one of the mentor application asks whether its address can still be used: a registered one is
 * refused (409 EMAIL_TAKEN) with the message the account's creation would give, two steps later.
 */
export async function checkSignupEmail(email: string): Promise<void> {
  await apiPost('/mentors/check-signup-email', { email }, { anonymous: true });
}
