import type { ChatMessage, ConversationSummary } from '@neetmentor/contract';

/** The server's order of a conversation: by time written, then by id (its keyset). */
function compareMessages(a: ChatMessage, b: ChatMessage): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  if (a._id === b._id) return 0;
  return a._id < b._id ? -1 : 1;
}

/**
 * One list of both, each message once (the later copy wins: it carries newer read flags and offer
 * states), in the server's order. Pushes, answers and pages overlap freely, so every merge goes here.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map(current.map((message) => [message._id, message]));
  for (const message of incoming) byId.set(message._id, message);
  return [...byId.values()].sort(compareMessages);
}

/**
 * What a new offer or an agreed time means for the earlier messages: an open offer for the same session
 * is replaced by a newer one, and the offer a time was chosen from shows as accepted.
 */
export function applyProposalChange(messages: readonly ChatMessage[], change: ChatMessage): ChatMessage[] {
  const proposal = change.proposal;
  if (!proposal || change.kind === 'text') return [...messages];
  return messages.map((message) => {
    const earlier = message.proposal;
    if (!earlier || message.kind !== 'proposal' || message._id === change._id) return message;
    if (change.kind === 'scheduled' && earlier._id === proposal._id) return { ...message, proposal };
    if (
      change.kind === 'proposal' &&
      earlier.bookingId === proposal.bookingId &&
      earlier.status === 'open' &&
      earlier._id !== proposal._id
    ) {
      return { ...message, proposal: { ...earlier, status: 'replaced' } };
    }
    return message;
  });
}

/** The other participant of a message, seen from `me`. */
export function partnerOf(message: Pick<ChatMessage, 'senderId' | 'receiverId'>, me: string): string {
  return message.senderId === me ? message.receiverId : message.senderId;
}

/**
 * The list's highlight (spec part 2 §4): the last message shows blue and bold while it is unread and the
 * current user is its receiver, i.e. it waits for them; their own unread message does not.
 */
export function isAwaitingReader(summary: Pick<ConversationSummary, 'lastMessage'>, me: string): boolean {
  const last = summary.lastMessage;
  return last !== null && !last.read && last.receiverId === me;
}
