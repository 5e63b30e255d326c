import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';
import type { ChatRole } from './get-conversations.ts';

/** The other participant of an open conversation, as its header shows them. */
export interface ChatPartner {
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  /** The mentor's display id (a student's chat) or the student's username (a mentor's chat). */
  handle: string;
  /** Messages can be sent while the two share an active session. */
  canSend: boolean;
}

interface PartnerAnswer {
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  canSend: boolean;
  mentorId?: string;
  username?: string;
}

/** searched-user-details-mentors (a student asks about a mentor) or searched-user-details (the reverse). */
export async function getPartner(role: ChatRole, partnerId: string): Promise<ChatPartner> {
  const path =
    role === 'student' ? '/message/searched-user-details-mentors' : '/message/searched-user-details';
  const answer = await apiPost<PartnerAnswer>(path, { searchedUserId: partnerId });
  return {
    firstName: answer.firstName,
    lastName: answer.lastName,
    profilePicture: answer.profilePicture,
    handle: answer.mentorId ?? answer.username ?? '',
    canSend: answer.canSend,
  };
}

export function partnerQuery(role: ChatRole, partnerId: string) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'chat', 'partner', partnerId],
    queryFn: () => getPartner(role, partnerId),
  });
}

export function usePartner(role: ChatRole, partnerId: string) {
  return useQuery(partnerQuery(role, partnerId));
}
