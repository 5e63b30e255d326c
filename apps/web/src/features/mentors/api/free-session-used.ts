import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** Under the account's key: logout forgets it, and a new booking asks again. */
export const freeSessionUsedKey = (mentorId: string) =>
  [...ACCOUNT_QUERY_KEY, 'free-session-used', mentorId] as const;

/** Whether the signed-in student has used their one free booking with this mentor (`_id`). */
export function isFreeSessionUsed(mentorId: string): Promise<boolean> {
  return apiPost<boolean>('/students/is-free-session-used', { mentorId });
}

/** Asked only when `enabled`: a signed-in student looking at a mentor who has a free package. */
export function useFreeSessionUsed(mentorId: string, enabled: boolean) {
  return useQuery({
    queryKey: freeSessionUsedKey(mentorId),
    queryFn: () => isFreeSessionUsed(mentorId),
    enabled,
  });
}
