import type { Db } from '../../db/client.ts';
import { listPartnerIds, listPartnerPairs } from './chat.repository.ts';
import type { ChatUser } from './chat.service.ts';

/** The people whose presence this user sees, and who see theirs: everyone they have a conversation with. */
export function chatPartners(db: Db, user: ChatUser): Promise<string[]> {
  return listPartnerIds(db, user.role, user.id);
}

/** `chatPartners` of many users in one query: each user's id to their partners' (none: an empty list). */
export async function chatPartnersOf(db: Db, users: ChatUser[]): Promise<Map<string, string[]>> {
  const partners = new Map(users.map((user) => [user.id, [] as string[]]));
  const pairs = await listPartnerPairs(db, {
    studentIds: users.flatMap((user) => (user.role === 'student' ? [user.id] : [])),
    mentorIds: users.flatMap((user) => (user.role === 'mentor' ? [user.id] : [])),
  });
  for (const { studentId, mentorId } of pairs) {
    partners.get(studentId)?.push(mentorId);
    partners.get(mentorId)?.push(studentId);
  }
  return partners;
}
