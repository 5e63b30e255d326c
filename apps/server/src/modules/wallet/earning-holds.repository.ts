import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { SessionProblemKind } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import type { EARNING_HOLD_STATUSES } from '../../db/schema/index.ts';
import { bookings, earningHolds, mentors, packages, students } from '../../db/schema/index.ts';

export type EarningHoldStatus = (typeof EARNING_HOLD_STATUSES)[number];
export type EarningHoldRow = typeof earningHolds.$inferSelect;

/** Records a held earning for a booking; a second hold for the same booking is a no-op (returns false). */
export async function insertHold(
  executor: Executor,
  hold: { bookingId: string; mentorId: string; amountPaise: number; releaseAt: Date; now: Date },
): Promise<boolean> {
  const rows = await executor
    .insert(earningHolds)
    .values({ ...hold, createdAt: hold.now })
    .onConflictDoNothing({ target: earningHolds.bookingId })
    .returning({ bookingId: earningHolds.bookingId });
  return rows.length > 0;
}

/**
 * Ends a hold (released or cancelled) in one conditional update: only from one of `from`, so of two
 * racing resolutions one wins and the other gets undefined.
 */
export async function resolveHold(
  executor: Executor,
  change: {
    bookingId: string;
    from: readonly EarningHoldStatus[];
    to: 'released' | 'cancelled';
    by: 'student' | 'timeout' | 'admin';
    now: Date;
    /** The sweep only releases holds whose time has come, checked again in the update itself. */
    dueBy?: Date;
  },
): Promise<EarningHoldRow | undefined> {
  const [row] = await executor
    .update(earningHolds)
    .set({ status: change.to, resolvedBy: change.by, resolvedAt: change.now })
    .where(
      and(
        eq(earningHolds.bookingId, change.bookingId),
        inArray(earningHolds.status, [...change.from]),
        change.dueBy ? lte(earningHolds.releaseAt, change.dueBy) : undefined,
      ),
    )
    .returning();
  return row;
}

export interface ProblemReport {
  bookingId: string;
  kind: SessionProblemKind;
  reason: string;
  now: Date;
}

/** held → reported with the student's reason; undefined when the hold is not waiting any more. */
export async function markReported(
  executor: Executor,
  report: ProblemReport,
): Promise<EarningHoldRow | undefined> {
  const [row] = await executor
    .update(earningHolds)
    .set({
      status: 'reported',
      problemKind: report.kind,
      problemReason: report.reason,
      reportedAt: report.now,
    })
    .where(and(eq(earningHolds.bookingId, report.bookingId), eq(earningHolds.status, 'held')))
    .returning();
  return row;
}

/**
 * A paid session's credited earning, reported: the hold starts as reported, marked credited. A second
 * report of the same booking inserts nothing (returns undefined).
 */
export async function insertReportedHold(
  executor: Executor,
  report: ProblemReport & { mentorId: string; amountPaise: number; releaseAt: Date },
): Promise<EarningHoldRow | undefined> {
  const [row] = await executor
    .insert(earningHolds)
    .values({
      bookingId: report.bookingId,
      mentorId: report.mentorId,
      amountPaise: report.amountPaise,
      status: 'reported',
      releaseAt: report.releaseAt,
      credited: true,
      problemKind: report.kind,
      problemReason: report.reason,
      reportedAt: report.now,
      createdAt: report.now,
    })
    .onConflictDoNothing({ target: earningHolds.bookingId })
    .returning();
  return row;
}

export async function findHold(executor: Executor, bookingId: string): Promise<EarningHoldRow | undefined> {
  const [row] = await executor.select().from(earningHolds).where(eq(earningHolds.bookingId, bookingId));
  return row;
}

/** Holds whose release time has come and that nobody reported, oldest first. */
export async function findDueHolds(executor: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await executor
    .select({ bookingId: earningHolds.bookingId })
    .from(earningHolds)
    .where(and(eq(earningHolds.status, 'held'), lte(earningHolds.releaseAt, now)))
    .orderBy(asc(earningHolds.releaseAt))
    .limit(limit);
  return rows.map((row) => row.bookingId);
}

/** What a mentor has on hold (held or reported): the total and the earliest release time of the held ones. */
export async function sumOpenHolds(executor: Executor, mentorId: string) {
  const [row] = await executor
    .select({
      heldPaise: sql<number>`coalesce(sum(${earningHolds.amountPaise}), 0)::int`,
      nextReleaseAt: sql<Date | null>`min(${earningHolds.releaseAt}) FILTER (WHERE ${earningHolds.status} = 'held')`,
      reported: sql<number>`count(*) FILTER (WHERE ${earningHolds.status} = 'reported')::int`,
    })
    .from(earningHolds)
    .where(and(eq(earningHolds.mentorId, mentorId), inArray(earningHolds.status, ['held', 'reported'])));
  return {
    heldPaise: row?.heldPaise ?? 0,
    // A min() over timestamptz comes back as text through sql``.
    nextReleaseAt: row?.nextReleaseAt ? new Date(row.nextReleaseAt) : null,
    reported: row?.reported ?? 0,
  };
}

/** Holds the students reported, oldest report first, with who and what: what admins must decide. */
export function listReportedHolds(executor: Executor, limit: number) {
  return reportedHoldsQuery(executor)
    .where(eq(earningHolds.status, 'reported'))
    .orderBy(asc(earningHolds.reportedAt))
    .limit(limit);
}

/** One reported hold, whatever became of it since, with the same columns as the list. */
export async function findReportedHold(executor: Executor, bookingId: string) {
  const [row] = await reportedHoldsQuery(executor)
    .where(and(eq(earningHolds.bookingId, bookingId), isNotNull(earningHolds.reportedAt)))
    .limit(1);
  return row;
}

function reportedHoldsQuery(executor: Executor) {
  return executor
    .select({
      bookingId: earningHolds.bookingId,
      amountPaise: earningHolds.amountPaise,
      credited: earningHolds.credited,
      pricePaise: bookings.pricePaise,
      problemKind: earningHolds.problemKind,
      problemReason: earningHolds.problemReason,
      reportedAt: earningHolds.reportedAt,
      completedAt: bookings.completedAt,
      packageName: packages.name,
      mentorDisplayId: mentors.mentorId,
      mentorFirstName: mentors.firstName,
      mentorLastName: mentors.lastName,
      studentUsername: students.username,
      studentFirstName: students.firstName,
      studentLastName: students.lastName,
    })
    .from(earningHolds)
    .innerJoin(bookings, eq(bookings.id, earningHolds.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(mentors, eq(mentors.id, bookings.mentorId))
    .innerJoin(students, eq(students.id, bookings.studentId))
    .$dynamic();
}
