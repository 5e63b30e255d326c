import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { preparedStatement, type Db, type Executor } from '../../db/client.ts';
import { sessionStands } from '../auth/index.ts';
import {
  authSessions,
  bookings,
  conversations,
  mentors,
  messages,
  packages,
  sessionProposals,
  students,
} from '../../db/schema/index.ts';

/** The conversation of a student and a mentor; made with their first message or offer of times. */
export async function ensureConversation(
  executor: Executor,
  pair: { studentId: string; mentorId: string },
  now: Date,
): Promise<string> {
  await executor
    .insert(conversations)
    .values({ ...pair, createdAt: now })
    .onConflictDoNothing({ target: [conversations.studentId, conversations.mentorId] });
  const found = await findConversationId(executor, pair);
  if (!found) throw new Error('conversation not found after insert');
  return found;
}

export async function findConversationId(
  executor: Executor,
  { studentId, mentorId }: { studentId: string; mentorId: string },
): Promise<string | undefined> {
  const [row] = await executor
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.studentId, studentId), eq(conversations.mentorId, mentorId)))
    .limit(1);
  return row?.id;
}

/** Whether a session between the two was ever accepted: then their conversation (and history) exists. */
export async function hasAcceptedSession(
  executor: Executor,
  { studentId, mentorId }: { studentId: string; mentorId: string },
): Promise<boolean> {
  const rows = await executor
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.studentId, studentId),
        eq(bookings.mentorId, mentorId),
        sql`${bookings.approvedAt} IS NOT NULL`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether the two share an active session now: the condition for sending (product rules §10). */
export async function hasActiveSession(
  executor: Executor,
  { studentId, mentorId }: { studentId: string; mentorId: string },
): Promise<boolean> {
  const rows = await executor
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.studentId, studentId), eq(bookings.mentorId, mentorId), eq(bookings.status, 'active')),
    )
    .limit(1);
  return rows.length > 0;
}

const messageColumns = {
  id: messages.id,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  body: messages.body,
  kind: messages.kind,
  proposalId: messages.proposalId,
  clientMessageId: messages.clientMessageId,
  readAt: messages.readAt,
  createdAt: messages.createdAt,
};

export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessageByClientId>>>;

export interface NewMessage {
  conversationId: string;
  senderRole: 'student' | 'mentor';
  senderId: string;
  receiverId: string;
  body: string;
  kind: 'text' | 'proposal' | 'scheduled';
  proposalId: string | null;
  clientMessageId: string | null;
  createdAt: Date;
}

/**
 * Stores a message; a second message from the same sender with the same client id (a resend after a
 * reconnect) is not stored again: `created` is false and the first one is returned.
 */
export async function insertMessage(
  executor: Executor,
  message: NewMessage,
): Promise<{ row: MessageRow; created: boolean }> {
  const [row] = await executor
    .insert(messages)
    .values(message)
    .onConflictDoNothing({ target: [messages.senderId, messages.clientMessageId] })
    .returning(messageColumns);
  if (row) {
    await executor
      .update(conversations)
      .set({ lastMessageAt: message.createdAt })
      .where(eq(conversations.id, message.conversationId));
    return { row, created: true };
  }
  const existing = message.clientMessageId
    ? await findMessageByClientId(executor, message.senderId, message.clientMessageId)
    : undefined;
  if (!existing) throw new Error('message neither stored nor found');
  return { row: existing, created: false };
}

/** A typed message to store (see storeTextMessages). */
export interface TextMessageToStore {
  /** Made by the server before storing, so each stored row is matched to its message. */
  id: string;
  pair: { studentId: string; mentorId: string };
  senderRole: 'student' | 'mentor';
  senderId: string;
  /** The sender's sign-in session, which must still stand when the message is stored. */
  sessionId: string;
  receiverId: string;
  body: string;
  clientMessageId: string | null;
  /** Microseconds since 1970, distinct and increasing in the order the messages were sent. */
  createdAtMicros: number;
}

/**
 * Typed messages, any number, in one statement and one commit (one round trip, no explicit transaction):
 * each is stored only while its two people share an active session and its sender's sign-in session
 * stands, in their conversation (made or touched on the way). A message with a client id its sender
 * used before is not stored again. Answers the ids of the messages stored; the others were refused or
 * resends (told apart by the caller, with statements of their own). Prepared (see preparedStatement): it
 * runs for every message sent. Conversations are locked in one order, so concurrent batches never
 * deadlock on them.
 */
export async function storeTextMessages(
  db: Db,
  batch: readonly TextMessageToStore[],
  now: Date,
): Promise<Map<string, Date>> {
  const column = <T>(pick: (message: TextMessageToStore) => T) => batch.map(pick);
  const rows = await storeTextMessagesStatement(db, {
    ids: column((m) => m.id),
    studentIds: column((m) => m.pair.studentId),
    mentorIds: column((m) => m.pair.mentorId),
    senderRoles: column((m) => m.senderRole),
    senderIds: column((m) => m.senderId),
    sessionIds: column((m) => m.sessionId),
    receiverIds: column((m) => m.receiverId),
    bodies: column((m) => m.body),
    clientMessageIds: column((m) => m.clientMessageId),
    createdMicros: column((m) => m.createdAtMicros),
    now,
  });
  return new Map(rows.map((row) => [row.id, row.created_at]));
}

const storeTextMessagesStatement = preparedStatement<{ id: string; created_at: Date }>(
  'store_text_messages',
  () => sql`
    WITH input AS (
      SELECT * FROM unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('studentIds')}::uuid[],
                           ${sql.placeholder('mentorIds')}::uuid[], ${sql.placeholder('senderRoles')}::text[],
                           ${sql.placeholder('senderIds')}::uuid[], ${sql.placeholder('sessionIds')}::uuid[],
                           ${sql.placeholder('receiverIds')}::uuid[], ${sql.placeholder('bodies')}::text[],
                           ${sql.placeholder('clientMessageIds')}::text[], ${sql.placeholder('createdMicros')}::bigint[])
        AS i(id, student_id, mentor_id, sender_role, sender_id, session_id, receiver_id, body, client_message_id,
             created_us)),
    allowed AS (
      SELECT i.*, timestamptz 'epoch' + i.created_us * interval '1 microsecond' AS created_at
        FROM input i
       WHERE EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.studentId} = i.student_id
                        AND ${bookings.mentorId} = i.mentor_id AND ${bookings.status} = 'active')
         AND EXISTS (SELECT 1 FROM ${authSessions} WHERE ${authSessions.id} = i.session_id
                        AND ${authSessions.userId} = i.sender_id AND ${authSessions.role} = i.sender_role
                        AND ${sessionStands(sql.placeholder('now'))})),
    conversation AS (
      INSERT INTO conversations (student_id, mentor_id, created_at, last_message_at)
      SELECT student_id, mentor_id, min(created_at), max(created_at)
        FROM allowed GROUP BY student_id, mentor_id ORDER BY student_id, mentor_id
      ON CONFLICT (student_id, mentor_id) DO UPDATE
        SET last_message_at = GREATEST(conversations.last_message_at, EXCLUDED.last_message_at)
      RETURNING id, student_id, mentor_id)
    INSERT INTO messages (id, conversation_id, sender_role, sender_id, receiver_id, body, kind, client_message_id,
                          created_at)
    SELECT a.id, c.id, a.sender_role, a.sender_id, a.receiver_id, a.body, 'text', a.client_message_id, a.created_at
      FROM allowed a JOIN conversation c USING (student_id, mentor_id)
     ORDER BY a.created_us
    ON CONFLICT (sender_id, client_message_id) DO NOTHING
    RETURNING id, created_at`,
);

/** The messages these senders stored earlier under these client ids. */
export async function findMessagesByClientIds(
  executor: Executor,
  keys: readonly { senderId: string; clientMessageId: string }[],
): Promise<MessageRow[]> {
  if (keys.length === 0) return [];
  return executor
    .select(messageColumns)
    .from(messages)
    .where(
      or(
        ...keys.map((key) =>
          and(eq(messages.senderId, key.senderId), eq(messages.clientMessageId, key.clientMessageId)),
        ),
      ),
    );
}

export async function findMessageByClientId(executor: Executor, senderId: string, clientMessageId: string) {
  const [row] = await executor
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)))
    .limit(1);
  return row;
}

/**
 * One page of a conversation, newest first: the latest messages, or those written before `before`
 * (scrolling up). Keyset paging on (created_at, id), so a long history costs the same on every page.
 */
export async function listMessages(
  executor: Executor,
  { conversationId, before, limit }: { conversationId: string; before: string | undefined; limit: number },
): Promise<MessageRow[]> {
  const anchor = before
    ? (
        await executor
          .select({ createdAt: messages.createdAt, id: messages.id })
          .from(messages)
          .where(and(eq(messages.id, before), eq(messages.conversationId, conversationId)))
          .limit(1)
      )[0]
    : undefined;
  if (before && !anchor) return [];
  return executor
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        anchor
          ? or(
              lt(messages.createdAt, anchor.createdAt),
              and(eq(messages.createdAt, anchor.createdAt), lt(messages.id, anchor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/** Marks read what the reader received in the conversation; returns the newest time marked, if any. */
export async function markReceivedRead(
  executor: Executor,
  { conversationId, readerId, now }: { conversationId: string; readerId: string; now: Date },
): Promise<Date | undefined> {
  const rows = await executor
    .update(messages)
    .set({ readAt: now })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.receiverId, readerId),
        isNull(messages.readAt),
      ),
    )
    .returning({ createdAt: messages.createdAt });
  return rows.reduce<Date | undefined>(
    (latest, row) => (!latest || row.createdAt > latest ? row.createdAt : latest),
    undefined,
  );
}

const lastMessage = sql<{
  body: string;
  receiver_id: string;
  read_at: string | null;
  created_at: string;
  kind: MessageRow['kind'];
  proposal_id: string | null;
} | null>`(SELECT json_build_object('body', m.body, 'receiver_id', m.receiver_id, 'read_at', m.read_at, 'created_at', m.created_at,
    'kind', m.kind, 'proposal_id', m.proposal_id)
  FROM messages m WHERE m.conversation_id = "conversations"."id" ORDER BY m.created_at DESC, m.id DESC LIMIT 1)`;
function activeSession(studentId: SQL, mentorId: SQL) {
  return sql<boolean>`EXISTS (SELECT 1 FROM bookings b WHERE b.student_id = ${studentId}
    AND b.mentor_id = ${mentorId} AND b.status = 'active')`;
}

function unreadFor(readerId: string) {
  return sql<number>`(SELECT count(*)::int FROM messages m WHERE m.conversation_id = "conversations"."id"
    AND m.receiver_id = ${readerId} AND m.read_at IS NULL)`;
}

/** The people the user has had an accepted session with: who they can chat with, now or in the history. */
function acceptedPartners(executor: Executor, role: 'student' | 'mentor', userId: string) {
  const own = role === 'student' ? bookings.studentId : bookings.mentorId;
  const other = role === 'student' ? bookings.mentorId : bookings.studentId;
  return executor
    .selectDistinct({ partnerId: sql<string>`${other}`.as('partner_id') })
    .from(bookings)
    .where(and(eq(own, userId), sql`${bookings.approvedAt} IS NOT NULL`))
    .as('partners');
}

/** A student's conversations: every mentor who accepted a session, with the latest message first. */
export function listStudentConversations(executor: Executor, studentId: string) {
  const partners = acceptedPartners(executor, 'student', studentId);
  return executor
    .select({
      partnerId: mentors.id,
      mentorId: mentors.mentorId,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      profilePicture: mentors.profilePicture,
      lastMessage,
      unreadCount: unreadFor(studentId),
      canSend: activeSession(sql`${studentId}::uuid`, sql`"mentors"."id"`),
    })
    .from(partners)
    .innerJoin(mentors, eq(mentors.id, partners.partnerId))
    .leftJoin(
      conversations,
      and(eq(conversations.studentId, studentId), eq(conversations.mentorId, mentors.id)),
    )
    .orderBy(sql`${conversations.lastMessageAt} DESC NULLS LAST`, mentors.firstName)
    .limit(200);
}

/** A mentor's conversations: every student whose session they accepted, with the latest message first. */
export function listMentorConversations(executor: Executor, mentorId: string) {
  const partners = acceptedPartners(executor, 'mentor', mentorId);
  return executor
    .select({
      partnerId: students.id,
      username: students.username,
      firstName: students.firstName,
      lastName: students.lastName,
      profilePicture: students.profilePicture,
      lastMessage,
      unreadCount: unreadFor(mentorId),
      canSend: activeSession(sql`"students"."id"`, sql`${mentorId}::uuid`),
    })
    .from(partners)
    .innerJoin(students, eq(students.id, partners.partnerId))
    .leftJoin(
      conversations,
      and(eq(conversations.mentorId, mentorId), eq(conversations.studentId, students.id)),
    )
    .orderBy(sql`${conversations.lastMessageAt} DESC NULLS LAST`, students.username)
    .limit(200);
}

/** Everyone the user has chatted or may chat with: who may see the user's presence, and whose the user sees. */
export async function listPartnerIds(executor: Executor, role: 'student' | 'mentor', userId: string) {
  const rows = await executor.select().from(acceptedPartners(executor, role, userId));
  return rows.map((row) => row.partnerId);
}

/** Every pair with an accepted session among these students' and these mentors' (at least one side named). */
export function listPartnerPairs(
  executor: Executor,
  { studentIds, mentorIds }: { studentIds: string[]; mentorIds: string[] },
): Promise<{ studentId: string; mentorId: string }[]> {
  const named = [
    ...(studentIds.length > 0 ? [inArray(bookings.studentId, studentIds)] : []),
    ...(mentorIds.length > 0 ? [inArray(bookings.mentorId, mentorIds)] : []),
  ];
  if (named.length === 0) return Promise.resolve([]);
  return executor
    .selectDistinct({ studentId: bookings.studentId, mentorId: bookings.mentorId })
    .from(bookings)
    .where(and(sql`${bookings.approvedAt} IS NOT NULL`, or(...named)));
}

export async function findMentorCard(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      mentorId: mentors.mentorId,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      profilePicture: mentors.profilePicture,
    })
    .from(mentors)
    .where(eq(mentors.id, id))
    .limit(1);
  return row;
}

export async function findStudentCard(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      username: students.username,
      firstName: students.firstName,
      lastName: students.lastName,
      profilePicture: students.profilePicture,
    })
    .from(students)
    .where(eq(students.id, id))
    .limit(1);
  return row;
}

/** An active booking of exactly this pair, with its package name (for proposals of times). */
export async function findActivePairBooking(
  executor: Executor,
  { bookingId, studentId, mentorId }: { bookingId: string; studentId: string; mentorId: string },
) {
  const [row] = await executor
    .select({ id: bookings.id, packageName: packages.name, scheduledAt: bookings.scheduledAt })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.studentId, studentId),
        eq(bookings.mentorId, mentorId),
        eq(bookings.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

const proposalColumns = {
  id: sessionProposals.id,
  bookingId: sessionProposals.bookingId,
  proposedByRole: sessionProposals.proposedByRole,
  proposedById: sessionProposals.proposedById,
  slots: sessionProposals.slots,
  status: sessionProposals.status,
  chosenSlot: sessionProposals.chosenSlot,
};

export type ProposalRow = NonNullable<Awaited<ReturnType<typeof findProposal>>>;

/** A new offer of times for a booking; the open one it replaces can no longer be chosen. */
export async function insertProposal(
  executor: Executor,
  proposal: {
    bookingId: string;
    proposedByRole: 'student' | 'mentor';
    proposedById: string;
    slots: Date[];
    now: Date;
  },
) {
  await executor
    .update(sessionProposals)
    .set({ status: 'replaced', respondedAt: proposal.now })
    .where(and(eq(sessionProposals.bookingId, proposal.bookingId), eq(sessionProposals.status, 'open')));
  const [row] = await executor
    .insert(sessionProposals)
    .values({
      bookingId: proposal.bookingId,
      proposedByRole: proposal.proposedByRole,
      proposedById: proposal.proposedById,
      slots: proposal.slots,
      createdAt: proposal.now,
    })
    .returning(proposalColumns);
  if (!row) throw new Error('proposal not inserted');
  return row;
}

export async function findProposal(executor: Executor, id: string) {
  const [row] = await executor
    .select(proposalColumns)
    .from(sessionProposals)
    .where(eq(sessionProposals.id, id))
    .limit(1);
  return row;
}

/** Takes the chosen time, once: of two concurrent choices only one finds the proposal still open. */
export async function acceptProposal(
  executor: Executor,
  { id, slot, now }: { id: string; slot: Date; now: Date },
) {
  const [row] = await executor
    .update(sessionProposals)
    .set({ status: 'accepted', chosenSlot: slot, respondedAt: now })
    .where(and(eq(sessionProposals.id, id), eq(sessionProposals.status, 'open')))
    .returning(proposalColumns);
  return row;
}

/** Every offer of times made for a booking, oldest first. */
export function listProposalsOfBooking(executor: Executor, bookingId: string) {
  return executor
    .select({ ...proposalColumns, createdAt: sessionProposals.createdAt })
    .from(sessionProposals)
    .where(eq(sessionProposals.bookingId, bookingId))
    .orderBy(asc(sessionProposals.createdAt));
}

/** The proposals the given messages carry, with their booking's package name. */
export async function findProposalsByIds(executor: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return executor
    .select({ ...proposalColumns, packageName: packages.name })
    .from(sessionProposals)
    .innerJoin(bookings, eq(bookings.id, sessionProposals.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(inArray(sessionProposals.id, ids));
}

/** The agreed time of a booking; its reminder is due again for the new time. */
export async function setScheduledAt(
  executor: Executor,
  { bookingId, at, now }: { bookingId: string; at: Date; now: Date },
) {
  await executor
    .update(bookings)
    .set({ scheduledAt: at, scheduleReminderSentAt: null, updatedAt: now })
    .where(eq(bookings.id, bookingId));
}

/** Active sessions whose agreed time is before `until` and whose reminder has not gone out yet. */
export async function findSessionsToRemind(
  executor: Executor,
  { until, limit }: { until: Date; limit: number },
) {
  const rows = await executor
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'active'),
        isNull(bookings.scheduleReminderSentAt),
        sql`${bookings.scheduledAt} IS NOT NULL AND ${bookings.scheduledAt} <= ${until}`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Claims the reminder of a session starting before `startsBefore`, once; nothing when it went out already,
 * the session moved on, or its time was moved later since the reminder was asked for.
 */
export async function claimSessionReminder(
  executor: Executor,
  { id, now, startsBefore }: { id: string; now: Date; startsBefore: Date },
) {
  const [row] = await executor
    .update(bookings)
    .set({ scheduleReminderSentAt: now, updatedAt: now })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.status, 'active'),
        isNull(bookings.scheduleReminderSentAt),
        lte(bookings.scheduledAt, startsBefore),
      ),
    )
    .returning({
      scheduledAt: bookings.scheduledAt,
      studentId: bookings.studentId,
      mentorId: bookings.mentorId,
    });
  return row;
}
