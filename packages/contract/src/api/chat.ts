import { z } from 'zod';
import {
  CHAT_MESSAGE_KINDS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_HISTORY_PAGE_SIZE,
  MAX_PROPOSED_SLOTS,
  PROPOSAL_STATUSES,
} from '../constants.ts';
import type { ErrorCode } from '../error-codes.ts';
import { idSchema } from './auth.ts';

/**
 * Chat and scheduling calls (spec part 2 §7 Chat and conversations, product rules §10). `{id}` in a path is
 * the other participant; ids of the caller in bodies (`senderId`, `studentId`, `mentorId`) are accepted
 * for compatibility and never trusted.
 */

export const chatPartnerParamsSchema = z.strictObject({ id: idSchema });

export const sendMessageRequestSchema = z.strictObject({
  message: z
    .string('Please type a message.')
    .trim()
    .min(1, 'Please type a message.')
    .max(CHAT_MESSAGE_MAX_LENGTH, `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`),
  participantType: z.enum(['student', 'mentor', 'Student', 'Mentor']).optional(),
  senderId: idSchema.optional(),
  /** Made by the sending device; sending the same one again (after a reconnect) stores the message once. */
  clientMessageId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'The message id is not valid.')
    .optional(),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

export const chatHistoryQuerySchema = z.strictObject({
  senderId: idSchema.optional(),
  /** A message id: the page of messages written before it (scrolling up). */
  before: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_SIZE).optional(),
});

export const readMessagesRequestSchema = z.strictObject({ senderId: idSchema.optional() });

export const proposalSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  packageName: z.string(),
  proposedBy: z.string(),
  slots: z.array(z.string()),
  status: z.enum(PROPOSAL_STATUSES),
  chosenSlot: z.string().nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const chatMessageSchema = z.object({
  _id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  message: z.string(),
  read: z.boolean(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  proposal: proposalSchema.nullable(),
  clientMessageId: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * A conversation's latest message. `message` is its stored text (an offer's or agreement's English
 * sentence, for clients before `kind`); `kind` and `proposal` let a client say an offer or agreement in
 * its reader's language.
 */
const lastMessageSchema = z
  .object({
    message: z.string(),
    receiverId: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
    kind: z.enum(CHAT_MESSAGE_KINDS),
    proposal: proposalSchema.nullable(),
  })
  .nullable();

/** A conversation in the list: `_id` is the other participant. */
export const conversationSummarySchema = z.object({
  _id: z.string(),
  profilePicture: z.string().nullable(),
  /** The student's username (in a mentor's list) … */
  username: z.string().optional(),
  /** … or the mentor's display id (in a student's list). */
  mentorId: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  lastMessage: lastMessageSchema,
  unreadCount: z.number().int(),
  /** Messages can be sent while the two share an active session; history stays readable afterwards. */
  canSend: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const studentConversationsRequestSchema = z.strictObject({ studentId: idSchema.optional() });
export const mentorConversationsRequestSchema = z.strictObject({ mentorId: idSchema.optional() });
export const searchedUserRequestSchema = z.strictObject({ searchedUserId: idSchema });

export const searchedMentorSchema = z.object({
  mentorId: z.string(),
  profilePicture: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  canSend: z.boolean(),
});
export const searchedStudentSchema = z.object({
  username: z.string(),
  profilePicture: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  canSend: z.boolean(),
});

export const proposeTimesRequestSchema = z.strictObject({
  bookingId: idSchema,
  slots: z
    .array(z.iso.datetime({ offset: true, message: 'Each time must be a date and time.' }))
    .min(1, 'Offer at least one time.')
    .max(MAX_PROPOSED_SLOTS, `Offer at most ${MAX_PROPOSED_SLOTS} times.`),
});
export type ProposeTimesRequest = z.infer<typeof proposeTimesRequestSchema>;

export const chooseTimeRequestSchema = z.strictObject({
  proposalId: idSchema,
  slot: z.iso.datetime({ offset: true, message: 'Choose one of the offered times.' }),
});
export type ChooseTimeRequest = z.infer<typeof chooseTimeRequestSchema>;

/**
 * Why the server refused a connection (the `connect_error`'s message): no valid token, or the account
 * already holds as many connections on the server as it may (a place frees when one of them closes).
 */
export const SOCKET_REFUSALS = {
  unauthorized: 'unauthorized',
  tooManyConnections: 'too many connections',
} as const;

/** Realtime events (socket.io): what the server pushes. */
export interface ServerToClientEvents {
  /** The ids of the user's conversation partners who are online now (sent on connecting). */
  getOnlineUsers: (userIds: string[]) => void;
  /** A partner came online or went offline. */
  presence: (change: { userId: string; online: boolean }) => void;
  newMessage: (message: ChatMessage) => void;
  /** The partner read the messages sent to them up to `upTo` (an ISO time). */
  messagesRead: (receipt: { readerId: string; upTo: string }) => void;
  /** A session's agreed time changed (chosen from a proposal). */
  sessionScheduled: (change: { bookingId: string; scheduledAt: string }) => void;
  /**
   * Something about one of the user's bookings changed and is stored (paid, accepted, declined, cancelled,
   * timed out, refunded, scheduled, completed, rated, credited): every screen showing bookings, money,
   * figures or the bell reads them again. It names the booking only; what changed is read from the API.
   */
  bookingChanged: (change: { bookingId: string }) => void;
}

/**
 * `sendMessage` over the open connection: message/send's body plus the receiver (message/send's `{id}`).
 * The same rules, limits and client id as the call; the connection's token is the sender.
 */
export const socketSendMessageSchema = sendMessageRequestSchema
  .omit({ participantType: true, senderId: true })
  .extend({ receiverId: idSchema });
export type SocketSendMessage = z.infer<typeof socketSendMessageSchema>;

/** The acknowledgement of `sendMessage`: the stored message, or why it was not stored (the API's code). */
export type SocketSendAnswer =
  { ok: true; message: ChatMessage } | { ok: false; error: { code: ErrorCode; message: string } };

/** Realtime events (socket.io): what a client may ask over its connection. */
export interface ClientToServerEvents {
  /** Sends a message; the answer comes back in the acknowledgement. */
  sendMessage: (request: SocketSendMessage, answer: (result: SocketSendAnswer) => void) => void;
}
