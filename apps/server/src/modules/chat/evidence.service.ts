import type { Executor } from '../../db/client.ts';
import { findConversationId, listMessages, listProposalsOfBooking } from './chat.repository.ts';

const EVIDENCE_MESSAGES = 100;

/**
 * What the pair said and offered around one booking, for an admin deciding a reported session: the
 * conversation's latest messages (oldest first) and every offer of times made for the booking.
 */
export async function readSessionConversation(
  executor: Executor,
  booking: { id: string; studentId: string; mentorId: string },
) {
  const conversationId = await findConversationId(executor, booking);
  const messages = conversationId
    ? await listMessages(executor, { conversationId, before: undefined, limit: EVIDENCE_MESSAGES })
    : [];
  const proposals = await listProposalsOfBooking(executor, booking.id);
  return {
    messages: messages.reverse().map((message) => ({
      from: message.senderId === booking.studentId ? ('student' as const) : ('mentor' as const),
      kind: message.kind,
      text: message.body,
      sentAt: message.createdAt,
    })),
    proposals,
  };
}
