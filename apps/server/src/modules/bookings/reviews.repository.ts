import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { TableSearch } from '../../lib/table-search.ts';
import { bookings, feedback, mentors, packages, students } from '../../db/schema/index.ts';

/** What a review shows wherever it is listed: the stars, the words, who, when, which package, the reply. */
const reviewColumns = {
  id: feedback.id,
  rating: feedback.rating,
  review: feedback.review,
  studentFirstName: students.firstName,
  studentLastName: students.lastName,
  createdAt: feedback.createdAt,
  packageName: packages.name,
  packageKind: packages.kind,
  reply: feedback.reply,
  repliedAt: feedback.repliedAt,
  hiddenAt: feedback.hiddenAt,
  hiddenReason: feedback.hiddenReason,
};

export interface Window {
  limit: number;
  offset: number;
}

/** A page of one mentor's reviews, hidden ones included, newest first, with the total. */
export async function listMentorOwnReviews(executor: Executor, mentorId: string, window: Window) {
  const rows = await executor
    .select({ ...reviewColumns, total: sql<number>`(count(*) OVER ())::int` })
    .from(feedback)
    .innerJoin(students, eq(feedback.studentId, students.id))
    .leftJoin(bookings, eq(feedback.bookingId, bookings.id))
    .leftJoin(packages, eq(bookings.packageId, packages.id))
    .where(eq(feedback.mentorId, mentorId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = rows[0]?.total ?? (await countReviews(executor, eq(feedback.mentorId, mentorId)));
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export type ReviewRow = Awaited<ReturnType<typeof listMentorOwnReviews>>['rows'][number];

/**
 * A page of every mentor's reviews for the admin, newest first (feedback_created_idx); the search matches
 * the start of a MentorId, any letter case, exact matches first.
 */
export async function listRecentReviews(
  executor: Executor,
  query: Window & { search: TableSearch | undefined },
) {
  const mentorHandle = sql`lower(${mentors.mentorId})`;
  const where = query.search ? sql`${mentorHandle} LIKE ${query.search.pattern}` : undefined;
  const rows = await executor
    .select({
      ...reviewColumns,
      mentorUuid: mentors.id,
      mentorHandle: mentors.mentorId,
      mentorFirstName: mentors.firstName,
      mentorLastName: mentors.lastName,
    })
    .from(feedback)
    .innerJoin(students, eq(feedback.studentId, students.id))
    .innerJoin(mentors, eq(feedback.mentorId, mentors.id))
    .leftJoin(bookings, eq(feedback.bookingId, bookings.id))
    .leftJoin(packages, eq(bookings.packageId, packages.id))
    .where(where)
    .orderBy(
      ...(query.search ? [sql`(${mentorHandle} = ${query.search.exact}) DESC`] : []),
      desc(feedback.createdAt),
      desc(feedback.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  const total = query.search
    ? await countReviews(executor, where, true)
    : await countReviews(executor, undefined);
  return { rows, total };
}

async function countReviews(executor: Executor, where: SQL | undefined, withMentors = false) {
  const base = executor.select({ total: sql<number>`count(*)::int` }).from(feedback);
  const [row] = await (withMentors
    ? base.innerJoin(mentors, eq(feedback.mentorId, mentors.id)).where(where)
    : base.where(where));
  return row?.total ?? 0;
}

/** Whose review this is and whether it was already answered; undefined when there is no such review. */
export async function findReview(executor: Executor, reviewId: string) {
  const [row] = await executor
    .select({
      mentorId: feedback.mentorId,
      mentorHandle: mentors.mentorId,
      review: feedback.review,
      replied: sql<boolean>`${feedback.reply} IS NOT NULL`,
      hidden: sql<boolean>`${feedback.hiddenAt} IS NOT NULL`,
    })
    .from(feedback)
    .innerJoin(mentors, eq(feedback.mentorId, mentors.id))
    .where(eq(feedback.id, reviewId))
    .limit(1);
  return row;
}

/**
 * Writes the mentor's reply if there is none yet: the condition makes a second reply (even a concurrent
 * one) change nothing. Answers whether this one was written.
 */
export async function writeReply(
  executor: Executor,
  entry: { reviewId: string; mentorId: string; reply: string; now: Date },
): Promise<boolean> {
  const rows = await executor
    .update(feedback)
    .set({ reply: entry.reply, repliedAt: entry.now, updatedAt: entry.now })
    .where(
      and(eq(feedback.id, entry.reviewId), eq(feedback.mentorId, entry.mentorId), isNull(feedback.reply)),
    )
    .returning({ id: feedback.id });
  return rows.length > 0;
}

/** Hides a visible review; answers false when it was already hidden. */
export async function hideReview(
  executor: Executor,
  entry: { reviewId: string; adminId: string; reason: string; now: Date },
): Promise<boolean> {
  const rows = await executor
    .update(feedback)
    .set({
      hiddenAt: entry.now,
      hiddenReason: entry.reason,
      hiddenByAdminId: entry.adminId,
      updatedAt: entry.now,
    })
    .where(and(eq(feedback.id, entry.reviewId), isNull(feedback.hiddenAt)))
    .returning({ id: feedback.id });
  return rows.length > 0;
}

/** Shows a hidden review again; answers false when it was not hidden. */
export async function unhideReview(
  executor: Executor,
  entry: { reviewId: string; now: Date },
): Promise<boolean> {
  const rows = await executor
    .update(feedback)
    .set({ hiddenAt: null, hiddenReason: null, hiddenByAdminId: null, updatedAt: entry.now })
    .where(and(eq(feedback.id, entry.reviewId), isNotNull(feedback.hiddenAt)))
    .returning({ id: feedback.id });
  return rows.length > 0;
}
