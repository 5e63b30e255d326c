import type { ChatMessage, ConversationSummary, Proposal } from '@neetmentor/contract';

/** A stored text message from the mentor m-1 to the student s-1, unless told otherwise. */
export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: 'msg-1',
    senderId: 'm-1',
    receiverId: 's-1',
    message: 'Hello Riya',
    read: false,
    kind: 'text',
    proposal: null,
    clientMessageId: null,
    createdAt: '2025-03-05T06:00:00.000Z',
    ...overrides,
  };
}

export function proposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    _id: 'prop-1',
    bookingId: 'b-1',
    packageName: '60-minute session',
    proposedBy: 'm-1',
    slots: ['2025-03-07T11:00:00.000Z', '2025-03-08T04:30:00.000Z'],
    status: 'open',
    chosenSlot: null,
    ...overrides,
  };
}

type LastMessage = NonNullable<ConversationSummary['lastMessage']>;

/** A conversation's last message: an unread text from the mentor m-1 to the student s-1, unless told otherwise. */
export function lastMessage(overrides: Partial<LastMessage> = {}): LastMessage {
  return {
    message: 'Hello Riya',
    receiverId: 's-1',
    read: false,
    createdAt: '2025-03-05T06:00:00.000Z',
    kind: 'text',
    proposal: null,
    ...overrides,
  };
}

/** The student s-1's conversation with the mentor m-1. */
export function conversation(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    _id: 'm-1',
    profilePicture: null,
    mentorId: 'NM1234',
    firstName: 'Arjun',
    lastName: 'Mehta',
    lastMessage: lastMessage(),
    unreadCount: 1,
    canSend: true,
    ...overrides,
  };
}
