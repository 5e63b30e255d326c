import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus, CancelReason } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { fullName } from '../../lib/full-name.ts';
import {
  bookings,
  earningHolds,
  mentors,
  orders,
  packages,
  refunds,
  studentGuardians,
  students,
} from '../../db/schema/index.ts';

export interface NewBooking {
  studentId: string;
  mentorId: string;
  packageId: string;
  orderId: string | null;
  pricePaise: number;
  mentorEarningPaise: number;
  isFree: boolean;
  purchasedAt: Date;
}

const bookingColumns = {
  id: bookings.id,
  studentId: bookings.studentId,
  mentorId: bookings.mentorId,
  packageId: bookings.packageId,
  orderId: bookings.orderId,
  status: bookings.status,
  pricePaise: bookings.pricePaise,
  mentorEarningPaise: bookings.mentorEarningPaise,
  isFree: bookings.isFree,
  purchasedAt: bookings.purchasedAt,
  approvedAt: bookings.approvedAt,
  completedAt: bookings.completedAt,
  cancelledAt: bookings.cancelledAt,
  cancelReason: bookings.cancelReason,
  declineReason: bookings.declineReason,
  proofImageKey: bookings.proofImageKey,
  scheduledAt: bookings.scheduledAt,
  callUrl: bookings.callUrl,
  studentJoinedAt: bookings.studentJoinedAt,
  mentorJoinedAt: bookings.mentorJoinedAt,
};

export type BookingRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

export async function insertBooking(executor: Executor, booking: NewBooking) {
  const [row] = await executor
    .insert(bookings)
    .values({ ...booking, createdAt: booking.purchasedAt, updatedAt: booking.purchasedAt })
    .returning(bookingColumns);
  if (!row) throw new Error('booking not inserted');
  return row;
}

export async function findBooking(executor: Executor, id: string) {
  const [row] = await executor.select(bookingColumns).from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

export async function findBookingByOrder(executor: Executor, orderId: string) {
  const [row] = await executor
    .select(bookingColumns)
    .from(bookings)
    .where(eq(bookings.orderId, orderId))
    .limit(1);
  return row;
}

/**
 * The free booking that uses up a student's free session with a mentor (the rule of the
 * `bookings_one_free_per_pair` index): one not cancelled, or one the student cancelled.
 */
export async function findFreeSessionUse(executor: Executor, studentId: string, mentorId: string) {
  const [row] = await executor
    .select({ status: bookings.status, cancelReason: bookings.cancelReason })
    .from(bookings)
    .where(
      and(
        eq(bookings.studentId, studentId),
        eq(bookings.mentorId, mentorId),
        eq(bookings.isFree, true),
        sql`(${bookings.status} <> 'cancelled' OR ${bookings.cancelReason} = 'student')`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * The names a notification or an e-mail about a booking needs: the package, both people and where to
 * write to them.
 */
export async function findBookingParties(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      packageName: packages.name,
      packageKind: packages.kind,
      mentorFirstName: mentors.firstName,
      mentorLastName: mentors.lastName,
      mentorEmail: mentors.email,
      mentorCategory: mentors.category,
      mentorLanguage: mentors.language,
      studentUsername: students.username,
      studentFirstName: students.firstName,
      studentLastName: students.lastName,
      studentEmail: students.email,
      studentReferredByMentorId: students.referredByMentorId,
      studentLanguage: students.language,
      /** The student's confirmed guardian, who gets copies of receipts, agreed times and recaps. */
      guardianEmail: studentGuardians.email,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(mentors, eq(mentors.id, bookings.mentorId))
    .innerJoin(students, eq(students.id, bookings.studentId))
    .leftJoin(
      studentGuardians,
      and(eq(studentGuardians.studentId, bookings.studentId), isNotNull(studentGuardians.confirmedAt)),
    )
    .where(eq(bookings.id, id))
    .limit(1);
  return row;
}

export type BookingParties = NonNullable<Awaited<ReturnType<typeof findBookingParties>>>;

export const mentorFullName = (parties: BookingParties) =>
  fullName({ firstName: parties.mentorFirstName, lastName: parties.mentorLastName });

export const studentFullName = (parties: BookingParties) =>
  fullName({ firstName: parties.studentFirstName, lastName: parties.studentLastName });

/** Who a mentor is and where to write to them (a referring mentor, who is not the booking's). */
export async function findMentorContact(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      id: mentors.id,
      email: mentors.email,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      language: mentors.language,
    })
    .from(mentors)
    .where(eq(mentors.id, id))
    .limit(1);
  return row;
}

/** A request its mentor may still answer (accept or decline): theirs, pending, bought within the window. */
function answerableRequest(id: string, mentorId: string, boughtAfter: Date) {
  return and(
    eq(bookings.id, id),
    eq(bookings.mentorId, mentorId),
    eq(bookings.status, 'pending'),
    gt(bookings.purchasedAt, boughtAfter),
  );
}

/**
 * pending → active, only for this mentor, only if still pending and bought after `boughtAfter` (within
 * its acceptance window): of two concurrent accepts exactly one wins.
 */
export async function acceptBooking(
  executor: Executor,
  { id, mentorId, now, boughtAfter }: { id: string; mentorId: string; now: Date; boughtAfter: Date },
) {
  const [row] = await executor
    .update(bookings)
    .set({ status: 'active', approvedAt: now, updatedAt: now })
    .where(answerableRequest(id, mentorId, boughtAfter))
    .returning(bookingColumns);
  return row;
}

/**
 * active → complete with the proof, only if still active and its agreed time (if any) has come: one of two
 * concurrent completes wins, and a time agreed in the chat meanwhile is respected.
 */
export async function completeBooking(
  executor: Executor,
  {
    id,
    mentorId,
    now,
    proofImageKey,
  }: { id: string; mentorId: string; now: Date; proofImageKey: string | null },
) {
  const [row] = await executor
    .update(bookings)
    .set({ status: 'complete', completedAt: now, proofImageKey, updatedAt: now })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.mentorId, mentorId),
        eq(bookings.status, 'active'),
        or(isNull(bookings.scheduledAt), lte(bookings.scheduledAt, now)),
      ),
    )
    .returning(bookingColumns);
  return row;
}

/** A booking with its package's kind, which sets how long its join address stays open. */
export async function findBookingWithKind(executor: Executor, id: string) {
  const [row] = await executor
    .select({ ...bookingColumns, packageKind: packages.kind })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(eq(bookings.id, id))
    .limit(1);
  return row;
}

/**
 * Sets the call address of this mentor's active session; undefined when it is not theirs, not active, or
 * already has this address.
 */
export async function setCallUrl(
  executor: Executor,
  { id, mentorId, callUrl, now }: { id: string; mentorId: string; callUrl: string; now: Date },
) {
  const [row] = await executor
    .update(bookings)
    .set({ callUrl, updatedAt: now })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.mentorId, mentorId),
        eq(bookings.status, 'active'),
        // The same address sent twice changes nothing, so it is told about once.
        sql`${bookings.callUrl} IS DISTINCT FROM ${callUrl}`,
      ),
    )
    .returning(bookingColumns);
  return row;
}

/**
 * Records one side's first join: a later join keeps the first time (the column is only written while
 * empty), so two joins racing leave exactly one time. Answers the booking's join times after it.
 */
export async function recordFirstJoin(
  executor: Executor,
  { id, side, now }: { id: string; side: 'student' | 'mentor'; now: Date },
) {
  const column = side === 'student' ? bookings.studentJoinedAt : bookings.mentorJoinedAt;
  const recorded = await executor
    .update(bookings)
    .set(side === 'student' ? { studentJoinedAt: now } : { mentorJoinedAt: now })
    .where(and(eq(bookings.id, id), isNull(column)))
    .returning({ id: bookings.id });
  const joins = await findJoinTimes(executor, id);
  return { recorded: recorded.length > 0, joins };
}

/** When each side of a booking first joined its call (null: not yet, or never). */
export async function findJoinTimes(executor: Executor, id: string) {
  const [row] = await executor
    .select({ studentJoinedAt: bookings.studentJoinedAt, mentorJoinedAt: bookings.mentorJoinedAt })
    .from(bookings)
    .where(eq(bookings.id, id))
    .limit(1);
  return row;
}

/** pending → cancelled; `extra` narrows who may (the booking's student) or when (past the deadline). */
export async function cancelBooking(
  executor: Executor,
  { id, reason, now, extra }: { id: string; reason: CancelReason; now: Date; extra?: SQL },
) {
  const [row] = await executor
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'pending'), extra))
    .returning(bookingColumns);
  return row;
}

/**
 * pending → cancelled ("declined") with the mentor's reason, only for this mentor and only within the
 * acceptance window (bought after `boughtAfter`): the same conditions as accepting, so of an accept and a
 * decline racing exactly one wins.
 */
export async function declineBooking(
  executor: Executor,
  {
    id,
    mentorId,
    now,
    boughtAfter,
    reason,
  }: { id: string; mentorId: string; now: Date; boughtAfter: Date; reason: string | null },
) {
  const [row] = await executor
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: 'declined',
      declineReason: reason,
      updatedAt: now,
    })
    .where(answerableRequest(id, mentorId, boughtAfter))
    .returning(bookingColumns);
  return row;
}

export function ownedByStudent(studentId: string): SQL {
  return eq(bookings.studentId, studentId);
}

export function purchasedAtOrBefore(moment: Date): SQL {
  return lte(bookings.purchasedAt, moment);
}

/** Pending requests bought at or before `moment` (the deadline or reminder sweep), oldest first. */
export async function findPendingBoughtBefore(
  executor: Executor,
  moment: Date,
  { limit, unremindedOnly = false }: { limit: number; unremindedOnly?: boolean },
): Promise<string[]> {
  const rows = await executor
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending'),
        lte(bookings.purchasedAt, moment),
        unremindedOnly ? isNull(bookings.reminderSentAt) : undefined,
      ),
    )
    .orderBy(asc(bookings.purchasedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Claims the reminder of a still-pending request: true for exactly one caller. */
export async function claimReminder(executor: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await executor
    .update(bookings)
    .set({ reminderSentAt: now, updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'pending'), isNull(bookings.reminderSentAt)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

const feedbackGiven = sql<boolean>`EXISTS (SELECT 1 FROM feedback f
  WHERE f.mentor_id = "bookings"."mentor_id" AND f.student_id = "bookings"."student_id")`;

/** A page of one student's bookings with the mentor, the package and where the money is; newest first. */
export async function listStudentBookings(
  executor: Executor,
  { studentId, statuses, page, pageSize }: ListQuery & { studentId: string },
) {
  const where = and(eq(bookings.studentId, studentId), statusFilter(statuses));
  const total = await countWhere(executor, where);
  const rows = await executor
    .select({
      ...bookingColumns,
      packageName: packages.name,
      packageKind: packages.kind,
      mentorDisplayId: mentors.mentorId,
      mentorFirstName: mentors.firstName,
      mentorLastName: mentors.lastName,
      mentorPicture: mentors.profilePicture,
      mentorCategory: mentors.category,
      declineReason: bookings.declineReason,
      providerOrderId: orders.providerOrderId,
      paymentId: orders.paymentId,
      paidAt: orders.paidAt,
      refundStatus: refunds.status,
      refundAmountPaise: refunds.amountPaise,
      providerRefundId: refunds.providerRefundId,
      refundRequestedAt: refunds.createdAt,
      refundProcessedAt: refunds.processedAt,
      feedbackGiven,
      holdStatus: earningHolds.status,
      holdReleaseAt: earningHolds.releaseAt,
      holdResolvedBy: earningHolds.resolvedBy,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(mentors, eq(mentors.id, bookings.mentorId))
    .leftJoin(orders, eq(orders.id, bookings.orderId))
    .leftJoin(refunds, eq(refunds.bookingId, bookings.id))
    .leftJoin(earningHolds, eq(earningHolds.bookingId, bookings.id))
    .where(where)
    .orderBy(desc(bookings.purchasedAt), desc(bookings.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total };
}

export type StudentBookingRow = Awaited<ReturnType<typeof listStudentBookings>>['rows'][number];

interface ListQuery {
  statuses: readonly BookingStatus[] | undefined;
  page: number;
  pageSize: number;
}

function statusFilter(statuses: readonly BookingStatus[] | undefined): SQL | undefined {
  return statuses ? inArray(bookings.status, [...statuses]) : undefined;
}

async function countWhere(executor: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(students, eq(students.id, bookings.studentId))
    .where(where);
  return row?.total ?? 0;
}

const studentRating = sql<number | null>`(SELECT f.rating FROM feedback f
  WHERE f.mentor_id = "bookings"."mentor_id" AND f.student_id = "bookings"."student_id")`;

/**
 * A page of one mentor's bookings in one state with the student; requests oldest first (the nearest
 * deadline on top), the others newest first. `student` (lower case) keeps the students whose username or
 * first name is exactly that.
 */
export async function listMentorBookings(
  executor: Executor,
  {
    mentorId,
    statuses,
    page,
    pageSize,
    student,
  }: ListQuery & { mentorId: string; student: string | undefined },
) {
  const where = and(
    eq(bookings.mentorId, mentorId),
    statusFilter(statuses),
    student ? or(eq(students.username, student), sql`lower(${students.firstName}) = ${student}`) : undefined,
  );
  const total = await countWhere(executor, where);
  const newestFirst = !(statuses?.length === 1 && statuses[0] === 'pending');
  const rows = await executor
    .select({
      ...bookingColumns,
      packageName: packages.name,
      packageKind: packages.kind,
      studentUsername: students.username,
      studentFirstName: students.firstName,
      studentLastName: students.lastName,
      studentPicture: students.profilePicture,
      rating: studentRating,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(students, eq(students.id, bookings.studentId))
    .where(where)
    .orderBy(
      newestFirst ? desc(bookings.purchasedAt) : asc(bookings.purchasedAt),
      newestFirst ? desc(bookings.id) : asc(bookings.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total };
}

export type MentorBookingRow = Awaited<ReturnType<typeof listMentorBookings>>['rows'][number];

/** How many of a mentor's bookings are in each state. */
export async function countMentorBookingsByStatus(executor: Executor, mentorId: string) {
  const rows = await executor
    .select({ status: bookings.status, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(eq(bookings.mentorId, mentorId))
    .groupBy(bookings.status);
  const counts: Record<BookingStatus, number> = { pending: 0, active: 0, complete: 0, cancelled: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** Whether the student has a completed session with the mentor: the condition for rating them. */
export async function findLatestCompletedBooking(executor: Executor, studentId: string, mentorId: string) {
  const [row] = await executor
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.studentId, studentId),
        eq(bookings.mentorId, mentorId),
        eq(bookings.status, 'complete'),
      ),
    )
    .orderBy(desc(bookings.completedAt))
    .limit(1);
  return row;
}

/** The student's completed paid sessions with any mentor, to tell whether one is their first. */
export async function countCompletedPaidForStudent(executor: Executor, studentId: string): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(eq(bookings.studentId, studentId), eq(bookings.status, 'complete'), eq(bookings.isFree, false)),
    );
  return row?.total ?? 0;
}

/** Cancellations that mean the mentor did not accept: they declined, or let the request run out. */
const NOT_ACCEPTED_REASONS: CancelReason[] = ['declined', 'timeout'];

/**
 * The median minutes from purchase to acceptance of each mentor's requests decided since `since` (accepted,
 * declined or run out), for mentors with at least `minimum` of them. A request not accepted counts as
 * `notAcceptedMinutes`, longer than any acceptance, so a median at that value means half or more were not.
 */
export async function findMedianAcceptMinutes(
  executor: Executor,
  {
    mentorIds,
    since,
    minimum,
    notAcceptedMinutes,
  }: { mentorIds: string[]; since: Date; minimum: number; notAcceptedMinutes: number },
): Promise<Map<string, number>> {
  if (mentorIds.length === 0) return new Map();
  const minutesToAnswer = sql`CASE WHEN ${bookings.approvedAt} IS NOT NULL
    THEN extract(epoch FROM ${bookings.approvedAt} - ${bookings.purchasedAt}) / 60
    ELSE ${notAcceptedMinutes} END`;
  const rows = await executor
    .select({
      mentorId: bookings.mentorId,
      minutes: sql<number>`(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${minutesToAnswer}))::float8`,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.mentorId, mentorIds),
        or(
          and(sql`${bookings.approvedAt} IS NOT NULL`, sql`${bookings.approvedAt} >= ${since}`),
          and(
            eq(bookings.status, 'cancelled'),
            inArray(bookings.cancelReason, NOT_ACCEPTED_REASONS),
            sql`${bookings.cancelledAt} >= ${since}`,
          ),
        ),
      ),
    )
    .groupBy(bookings.mentorId)
    .having(sql`count(*) >= ${minimum}`);
  return new Map(rows.map((row) => [row.mentorId, row.minutes]));
}
