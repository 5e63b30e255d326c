import {
  CHAT_HISTORY_PAGE_SIZE,
  formatIstDateTime,
  PROPOSAL_HORIZON_DAYS,
  PACKAGE_SESSION_MINUTES,
  SESSION_REMINDER_MINUTES_BEFORE,
  type ChatMessage,
  type ChooseTimeRequest,
  type ConversationSummary,
  type ProposeTimesRequest,
  type SendMessageRequest,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { isSessionLive } from '../auth/index.ts';
import { bookingParties, pushBookingChange } from '../bookings/index.ts';
import {
  acceptProposal,
  claimSessionReminder,
  ensureConversation,
  findActivePairBooking,
  findConversationId,
  findMentorCard,
  findProposal,
  findProposalsByIds,
  findSessionsToRemind,
  findStudentCard,
  hasAcceptedSession,
  hasActiveSession,
  insertMessage,
  insertProposal,
  listMentorConversations,
  listMessages,
  listStudentConversations,
  markReceivedRead,
  setScheduledAt,
  type MessageRow,
  type NewMessage,
  type ProposalRow,
} from './chat.repository.ts';
import { createMessageWriter, type MessageWriter } from './message-writer.ts';
import { announceAgreedTime, remindOfSession } from './schedule-notices.ts';

/** Who is chatting: only students and mentors have conversations. */
export interface ChatUser {
  id: string;
  role: 'student' | 'mentor';
}

type Pair = { studentId: string; mentorId: string };

const pairOf = (user: ChatUser, partnerId: string): Pair =>
  user.role === 'student'
    ? { studentId: user.id, mentorId: partnerId }
    : { studentId: partnerId, mentorId: user.id };

/** A conversation exists once a session between the two was accepted; nobody else may send or read. */
async function assertConversation(executor: Executor, pair: Pair): Promise<void> {
  if (!(await hasAcceptedSession(executor, pair))) {
    throw forbidden('You have no conversation with this person.', 'NOT_YOURS');
  }
}

type ProposalView = ProposalRow & { packageName: string };

function toProposal(proposal: ProposalView | undefined): ChatMessage['proposal'] {
  if (!proposal) return null;
  return {
    _id: proposal.id,
    bookingId: proposal.bookingId,
    packageName: proposal.packageName,
    proposedBy: proposal.proposedById,
    slots: proposal.slots.map((slot) => slot.toISOString()),
    status: proposal.status,
    chosenSlot: proposal.chosenSlot ? proposal.chosenSlot.toISOString() : null,
  };
}

/** The proposals the given ids name (each once), by id. */
async function proposalsByIds(
  executor: Executor,
  ids: (string | null)[],
): Promise<Map<string, ProposalView>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const found = await findProposalsByIds(executor, wanted);
  return new Map(found.map((proposal) => [proposal.id, proposal]));
}

function toChatMessage(row: MessageRow, proposals: Map<string, ProposalView>): ChatMessage {
  return {
    _id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    message: row.body,
    read: row.readAt !== null,
    kind: row.kind,
    clientMessageId: row.clientMessageId,
    createdAt: row.createdAt.toISOString(),
    proposal: toProposal(row.proposalId ? proposals.get(row.proposalId) : undefined),
  };
}

async function toChatMessages(executor: Executor, rows: MessageRow[]): Promise<ChatMessage[]> {
  const proposals = await proposalsByIds(
    executor,
    rows.map((row) => row.proposalId),
  );
  return rows.map((row) => toChatMessage(row, proposals));
}

type ChatContext = Pick<AppContext, 'db' | 'clock' | 'realtime' | 'outbox' | 'brand' | 'jobs'>;

/**
 * Tells both sides' open screens (every device) about a stored message; not the connection it was sent
 * on, if any, which has it in its acknowledgement.
 */
function push(ctx: Pick<AppContext, 'realtime'>, message: ChatMessage, sentOn?: string): void {
  ctx.realtime.toUsers([message.receiverId, message.senderId], sentOn, 'newMessage', message);
}

async function storeAndPush(
  ctx: ChatContext,
  executor: Executor,
  message: Omit<NewMessage, 'conversationId' | 'createdAt'> & { pair: Pair },
): Promise<{ message: ChatMessage; created: boolean }> {
  const now = ctx.clock.now();
  const conversationId = await ensureConversation(executor, message.pair, now);
  const { row, created } = await insertMessage(executor, { ...message, conversationId, createdAt: now });
  const [chatMessage] = await toChatMessages(executor, [row]);
  if (!chatMessage) throw new Error('message not mapped');
  return { message: chatMessage, created };
}

/** One writer (group commit) per application context. */
const writers = new WeakMap<object, MessageWriter>();

function writerOf(ctx: Pick<AppContext, 'db' | 'clock'>): MessageWriter {
  let writer = writers.get(ctx);
  if (!writer) {
    writer = createMessageWriter(ctx.db, () => ctx.clock.now());
    writers.set(ctx, writer);
  }
  return writer;
}

/** A person sending from a signed-in session (the call's token, or the connection's). */
export interface ChatSender extends ChatUser {
  sessionId: string;
  /** The realtime connection the message came on, when it came on one. */
  connectionId?: string;
}

/**
 * message/send, and `sendMessage` over a connection: stored before it is pushed, only while the two share
 * an active session and the sender's sign-in session stands. Sending the same client id again (a resend
 * after a dropped connection) answers the message already stored. Messages sent at the same moment share
 * one statement and commit (see createMessageWriter).
 */
export async function sendMessage(
  ctx: ChatContext,
  sender: ChatSender,
  receiverId: string,
  request: Pick<SendMessageRequest, 'message' | 'clientMessageId'>,
): Promise<ChatMessage> {
  const pair = pairOf(sender, receiverId);
  const stored = await writerOf(ctx).write({
    pair,
    senderRole: sender.role,
    senderId: sender.id,
    sessionId: sender.sessionId,
    receiverId,
    body: request.message,
    clientMessageId: request.clientMessageId ?? null,
  });
  if (!stored) {
    if (!(await isSessionLive(ctx, { sid: sender.sessionId, id: sender.id, role: sender.role }))) {
      throw unauthorized('Your session has ended. Please log in again.', 'SESSION_ENDED');
    }
    await assertConversation(ctx.db, pair);
    throw forbidden(
      'You can send messages while you have an active session together. The conversation stays here to read.',
      'CHAT_CLOSED',
    );
  }
  const message = toChatMessage(stored.row, new Map());
  if (stored.created) push(ctx, message, sender.connectionId);
  return message;
}

/** The conversation's messages in the order they were written: the latest page, or the one before `before`. */
export async function readHistory(
  ctx: Pick<AppContext, 'db'>,
  reader: ChatUser,
  partnerId: string,
  page: { before?: string | undefined; limit?: number | undefined },
): Promise<ChatMessage[]> {
  const pair = pairOf(reader, partnerId);
  await assertConversation(ctx.db, pair);
  const conversationId = await findConversationId(ctx.db, pair);
  if (!conversationId) return [];
  const rows = await listMessages(ctx.db, {
    conversationId,
    before: page.before,
    limit: page.limit ?? CHAT_HISTORY_PAGE_SIZE,
  });
  return toChatMessages(ctx.db, rows.reverse());
}

/** Opening a conversation marks read what the reader received (never what they sent) and tells the sender. */
export async function markConversationRead(
  ctx: Pick<AppContext, 'db' | 'clock' | 'realtime'>,
  reader: ChatUser,
  partnerId: string,
): Promise<void> {
  const pair = pairOf(reader, partnerId);
  await assertConversation(ctx.db, pair);
  const conversationId = await findConversationId(ctx.db, pair);
  if (!conversationId) return;
  const upTo = await markReceivedRead(ctx.db, { conversationId, readerId: reader.id, now: ctx.clock.now() });
  if (upTo) ctx.realtime.toUser(partnerId, 'messagesRead', { readerId: reader.id, upTo: upTo.toISOString() });
}

type SummaryRow = Awaited<ReturnType<typeof listStudentConversations>>[number];

/** A conversation's latest message, with its offer of times (when it is one) for the client to word. */
function lastMessageOf(
  row: Pick<SummaryRow, 'lastMessage'>,
  proposals: Map<string, ProposalView>,
): ConversationSummary['lastMessage'] {
  const last = row.lastMessage;
  if (!last) return null;
  return {
    message: last.body,
    receiverId: last.receiver_id,
    read: last.read_at !== null,
    createdAt: new Date(last.created_at).toISOString(),
    kind: last.kind,
    proposal: toProposal(last.proposal_id ? proposals.get(last.proposal_id) : undefined),
  };
}

/** The offers of times the conversations' latest messages are about, read at once. */
function lastProposals(executor: Executor, rows: Pick<SummaryRow, 'lastMessage'>[]) {
  return proposalsByIds(
    executor,
    rows.map((row) => row.lastMessage?.proposal_id ?? null),
  );
}

/** all-conversations(-students): everyone the user had an accepted session with, latest message first. */
export async function listConversations(
  ctx: Pick<AppContext, 'db'>,
  user: ChatUser,
): Promise<ConversationSummary[]> {
  if (user.role === 'student') {
    const rows = await listStudentConversations(ctx.db, user.id);
    const proposals = await lastProposals(ctx.db, rows);
    return rows.map((row) => ({
      _id: row.partnerId,
      mentorId: row.mentorId,
      firstName: row.firstName,
      lastName: row.lastName,
      profilePicture: row.profilePicture,
      lastMessage: lastMessageOf(row, proposals),
      unreadCount: row.unreadCount,
      canSend: row.canSend,
    }));
  }
  const rows = await listMentorConversations(ctx.db, user.id);
  const proposals = await lastProposals(ctx.db, rows);
  return rows.map((row) => ({
    _id: row.partnerId,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    profilePicture: row.profilePicture,
    lastMessage: lastMessageOf(row, proposals),
    unreadCount: row.unreadCount,
    canSend: row.canSend,
  }));
}

/** searched-user-details(-mentors): the header of an open conversation, for its two participants only. */
export async function describePartner(ctx: Pick<AppContext, 'db'>, user: ChatUser, partnerId: string) {
  const pair = pairOf(user, partnerId);
  await assertConversation(ctx.db, pair);
  const canSend = await hasActiveSession(ctx.db, pair);
  const card =
    user.role === 'student'
      ? await findMentorCard(ctx.db, partnerId)
      : await findStudentCard(ctx.db, partnerId);
  if (!card) throw forbidden('You have no conversation with this person.', 'NOT_YOURS');
  return { ...card, canSend };
}

const HOUR_MS = 60 * 60 * 1000;

/** Offered times: at least an hour ahead, at most 60 days, each once, earliest first. */
function validSlots(slots: string[], now: Date): Date[] {
  const earliest = now.getTime() + HOUR_MS;
  const latest = now.getTime() + PROPOSAL_HORIZON_DAYS * 24 * HOUR_MS;
  const times = [...new Set(slots.map((slot) => new Date(slot).getTime()))].sort((a, b) => a - b);
  const problems = times.flatMap((time, index) =>
    time < earliest || time > latest
      ? [
          {
            path: `slots.${index}`,
            message: `Each time must be at least an hour from now and within ${PROPOSAL_HORIZON_DAYS} days.`,
          },
        ]
      : [],
  );
  if (problems.length > 0)
    throw badRequest(problems[0]?.message ?? 'These times cannot be offered.', problems);
  return times.map((time) => new Date(time));
}

/**
 * Either side of an active session offers one to three times in the chat (replacing an earlier open offer
 * for that session); the other side picks one with `chooseTime`.
 */
export async function proposeTimes(
  ctx: ChatContext,
  proposer: ChatUser,
  partnerId: string,
  request: ProposeTimesRequest,
): Promise<ChatMessage> {
  const pair = pairOf(proposer, partnerId);
  const booking = await findActivePairBooking(ctx.db, { bookingId: request.bookingId, ...pair });
  if (!booking) throw notFound('This active session does not exist.');
  const slots = validSlots(request.slots, ctx.clock.now());
  const { message } = await ctx.db.transaction(async (tx) => {
    const proposal = await insertProposal(tx, {
      bookingId: booking.id,
      proposedByRole: proposer.role,
      proposedById: proposer.id,
      slots,
      now: ctx.clock.now(),
    });
    const times = slots.map((slot) => formatIstDateTime(slot)).join('; ');
    return storeAndPush(ctx, tx, {
      pair,
      senderRole: proposer.role,
      senderId: proposer.id,
      receiverId: partnerId,
      body: `Proposed times for ${booking.packageName} (India time): ${times}`,
      kind: 'proposal',
      proposalId: proposal.id,
      clientMessageId: null,
    });
  });
  push(ctx, message);
  return message;
}

/**
 * The other side picks one of the offered times: it becomes the session's agreed time, both get an e-mail
 * with a calendar invitation, and a reminder is due an hour before. An offer answered or replaced meanwhile
 * cannot be chosen (one conditional update decides).
 */
export async function chooseTime(
  ctx: ChatContext,
  chooser: ChatUser,
  request: ChooseTimeRequest,
): Promise<ChatMessage> {
  const proposal = await findProposal(ctx.db, request.proposalId);
  const partnerId = proposal?.proposedById;
  if (!proposal || !partnerId || partnerId === chooser.id)
    throw notFound('This offer of times does not exist.');
  const pair = pairOf(chooser, partnerId);
  const booking = await findActivePairBooking(ctx.db, { bookingId: proposal.bookingId, ...pair });
  if (!booking) throw notFound('This offer of times does not exist.');
  const slot = proposal.slots.find((candidate) => candidate.getTime() === new Date(request.slot).getTime());
  if (!slot) {
    throw badRequest('Please choose one of the offered times.', [
      { path: 'slot', message: 'Please choose one of the offered times.' },
    ]);
  }
  const { message } = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const accepted = await acceptProposal(tx, { id: proposal.id, slot, now });
    if (!accepted)
      throw conflict('This offer was already answered or replaced by a newer one.', 'SESSION_STATE_CHANGED');
    await setScheduledAt(tx, { bookingId: booking.id, at: slot, now });
    await ctx.jobs.request(
      'session-reminder',
      booking.id,
      new Date(slot.getTime() - SESSION_REMINDER_MINUTES_BEFORE * 60 * 1000),
      tx,
    );
    const parties = await bookingParties(tx, booking.id);
    if (!parties) throw new Error('booking parties not found');
    await announceAgreedTime(ctx, tx, {
      bookingId: booking.id,
      at: slot,
      durationMinutes: PACKAGE_SESSION_MINUTES[parties.packageKind],
      parties,
      pair,
      sequence: Math.floor(now.getTime() / 1000),
    });
    return storeAndPush(ctx, tx, {
      pair,
      senderRole: chooser.role,
      senderId: chooser.id,
      receiverId: partnerId,
      body: `Session time agreed: ${formatIstDateTime(slot)} (India time)`,
      kind: 'scheduled',
      proposalId: proposal.id,
      clientMessageId: null,
    });
  });
  push(ctx, message);
  for (const userId of [pair.studentId, pair.mentorId]) {
    ctx.realtime.toUser(userId, 'sessionScheduled', {
      bookingId: booking.id,
      scheduledAt: slot.toISOString(),
    });
  }
  pushBookingChange(ctx, { id: booking.id, ...pair });
  return message;
}

/** Reminds both sides of one session whose agreed time is within the hour, once. */
export async function remindSession(ctx: ChatContext, bookingId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const claimed = await claimSessionReminder(tx, {
      id: bookingId,
      now: ctx.clock.now(),
      startsBefore: reminderHorizon(ctx),
    });
    if (!claimed?.scheduledAt) return false;
    const parties = await bookingParties(tx, bookingId);
    if (!parties) return false;
    await remindOfSession(ctx, tx, { at: claimed.scheduledAt, parties, pair: claimed });
    return true;
  });
}

/** Sessions starting before this moment are due their reminder. */
function reminderHorizon(ctx: Pick<AppContext, 'clock'>): Date {
  return new Date(ctx.clock.now().getTime() + SESSION_REMINDER_MINUTES_BEFORE * 60 * 1000);
}

/** The safety net of the minute sweep: every session starting within the hour whose reminder did not go out. */
export async function remindUpcomingSessions(ctx: ChatContext): Promise<number> {
  let reminded = 0;
  for (const id of await findSessionsToRemind(ctx.db, { until: reminderHorizon(ctx), limit: 100 })) {
    if (await remindSession(ctx, id)) reminded += 1;
  }
  return reminded;
}
