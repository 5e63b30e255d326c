import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readRowCount } from '../../db/row-counts.ts';
import type { TableSearch } from '../../lib/table-search.ts';
import { featuredMentors, mentors, students } from '../../db/schema/index.ts';

export interface SearchWindow {
  search: TableSearch | undefined;
  limit: number;
  offset: number;
}

/** Verified e-mail, both documents, and the fee paid or waived (product rules §4). */
const eligibleForApproval = sql<boolean>`(${mentors.emailVerifiedAt} IS NOT NULL
  AND ${mentors.scoreCardKey} IS NOT NULL AND ${mentors.collegeIdKey} IS NOT NULL
  AND (${mentors.feeWaived} OR ${mentors.feePaidAt} IS NOT NULL))`;

/**
 * Applications waiting for a decision, oldest first (mentors_pending_order_idx); the search matches the
 * first name, any letter case. The whole table's total is the stored 'mentors.pending' count.
 */
export async function listPendingApplications(executor: Executor, query: SearchWindow) {
  const firstName = sql`lower(${mentors.firstName})`;
  const where = and(
    sql`${mentors.applicationStatus} = 'pending'`,
    query.search ? sql`${firstName} LIKE ${query.search.pattern}` : undefined,
  );
  const total = query.search
    ? await countMentors(executor, where)
    : await readRowCount(executor, 'mentors.pending');
  const rows = await executor
    .select({
      id: mentors.id,
      mentorId: mentors.mentorId,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      email: mentors.email,
      number: mentors.number,
      gender: mentors.gender,
      city: mentors.city,
      state: mentors.state,
      neetScore: mentors.neetScore,
      neetExamYear: mentors.neetExamYear,
      neetAttempts: mentors.neetAttempts,
      yearOfEducation: mentors.yearOfEducation,
      institute: mentors.institute,
      hasScoreCard: sql<boolean>`${mentors.scoreCardKey} IS NOT NULL`,
      hasCollegeId: sql<boolean>`${mentors.collegeIdKey} IS NOT NULL`,
      emailVerified: sql<boolean>`${mentors.emailVerifiedAt} IS NOT NULL`,
      feePaid: sql<boolean>`${mentors.feePaidAt} IS NOT NULL`,
      feeWaived: mentors.feeWaived,
      eligible: eligibleForApproval,
      createdAt: mentors.createdAt,
    })
    .from(mentors)
    .where(where)
    .orderBy(
      ...(query.search ? [sql`(${firstName} = ${query.search.exact}) DESC`] : []),
      asc(mentors.createdAt),
      asc(mentors.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total };
}

async function countMentors(executor: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(mentors)
    .where(where);
  return row?.total ?? 0;
}

export type ApplicationRow = Awaited<ReturnType<typeof listPendingApplications>>['rows'][number];

/** What decides whether an application may be approved, and where to write to the applicant. */
export async function findApplication(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      id: mentors.id,
      status: mentors.applicationStatus,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      email: mentors.email,
      emailVerified: sql<boolean>`${mentors.emailVerifiedAt} IS NOT NULL`,
      hasScoreCard: sql<boolean>`${mentors.scoreCardKey} IS NOT NULL`,
      hasCollegeId: sql<boolean>`${mentors.collegeIdKey} IS NOT NULL`,
      feeSettled: sql<boolean>`(${mentors.feeWaived} OR ${mentors.feePaidAt} IS NOT NULL)`,
      language: mentors.language,
    })
    .from(mentors)
    .where(eq(mentors.id, id))
    .limit(1);
  return row;
}

/** pending → approved, in one statement that also checks eligibility: of two approvals one wins. */
export async function approveApplication(executor: Executor, { id, now }: { id: string; now: Date }) {
  const [row] = await executor
    .update(mentors)
    .set({ applicationStatus: 'approved', approvedAt: now, updatedAt: now })
    .where(and(eq(mentors.id, id), eq(mentors.applicationStatus, 'pending'), eligibleForApproval))
    .returning({ id: mentors.id, mentorId: mentors.mentorId });
  return row;
}

/** pending → rejected; the application stays on record (product rules §4). */
export async function rejectApplication(executor: Executor, { id, now }: { id: string; now: Date }) {
  const [row] = await executor
    .update(mentors)
    .set({ applicationStatus: 'rejected', rejectedAt: now, updatedAt: now })
    .where(and(eq(mentors.id, id), eq(mentors.applicationStatus, 'pending')))
    .returning({ id: mentors.id, mentorId: mentors.mentorId });
  return row;
}

/**
 * Approved mentors (active or not), most recently approved first (mentors_approved_order_idx), with their
 * rounded rating and star. The whole table's total is the stored 'mentors.approved' count.
 */
export async function listApprovedMentors(executor: Executor, query: SearchWindow) {
  const where = and(
    sql`${mentors.applicationStatus} = 'approved'`,
    query.search ? sql`${mentors.mentorId} LIKE ${query.search.pattern}` : undefined,
  );
  const total = query.search
    ? await countMentors(executor, where)
    : await readRowCount(executor, 'mentors.approved');
  const rows = await executor
    .select({
      id: mentors.id,
      mentorId: mentors.mentorId,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      email: mentors.email,
      state: mentors.state,
      neetScore: mentors.neetScore,
      number: mentors.number,
      isActive: mentors.isActive,
      // The rounded average is the stored card rating when there are reviews; the table shows 0 without.
      rating: sql<number>`CASE WHEN ${mentors.reviewCount} > 0 THEN ${mentors.cardRating} ELSE 0 END`,
      // Correlated subqueries name their tables explicitly (see mentor-listing.repository.ts).
      featured: sql<boolean>`EXISTS (SELECT 1 FROM featured_mentors fm WHERE fm.mentor_id = "mentors"."id")`,
    })
    .from(mentors)
    .where(where)
    .orderBy(
      ...(query.search ? [sql`(${mentors.mentorId} = ${query.search.exact}) DESC`] : []),
      sql`${mentors.approvedAt} DESC NULLS LAST`,
      asc(mentors.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total };
}

/**
 * Students with a verified address, newest first (students_verified_order_idx); the search matches the
 * username. The whole table's total is the stored 'students.verified' count.
 */
export async function listVerifiedStudents(executor: Executor, query: SearchWindow) {
  const where = and(
    isNotNull(students.emailVerifiedAt),
    query.search ? sql`${students.username} LIKE ${query.search.pattern}` : undefined,
  );
  const total = query.search
    ? await countStudents(executor, where)
    : await readRowCount(executor, 'students.verified');
  const rows = await executor
    .select({
      id: students.id,
      username: students.username,
      firstName: students.firstName,
      lastName: students.lastName,
      email: students.email,
      currentClass: students.currentClass,
      gender: students.gender,
      number: students.number,
      createdAt: students.createdAt,
    })
    .from(students)
    .where(where)
    .orderBy(
      ...(query.search ? [sql`(${students.username} = ${query.search.exact}) DESC`] : []),
      desc(students.createdAt),
      asc(students.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total };
}

async function countStudents(executor: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(students)
    .where(where);
  return row?.total ?? 0;
}

/** Flips an approved mentor's account on or off in one statement; undefined for anyone else. */
export async function toggleMentorActive(executor: Executor, { id, now }: { id: string; now: Date }) {
  const [row] = await executor
    .update(mentors)
    .set({ isActive: sql`NOT ${mentors.isActive}`, updatedAt: now })
    .where(and(eq(mentors.id, id), eq(mentors.applicationStatus, 'approved')))
    .returning({ id: mentors.id, mentorId: mentors.mentorId, isActive: mentors.isActive });
  return row;
}

export async function findMentorStatus(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: mentors.id, mentorId: mentors.mentorId, status: mentors.applicationStatus })
    .from(mentors)
    .where(eq(mentors.id, id))
    .limit(1);
  return row;
}

/** Features a mentor at the end of the home page's row; false when already featured. */
export async function insertFeaturedMentor(
  executor: Executor,
  { mentorId, now }: { mentorId: string; now: Date },
): Promise<boolean> {
  const rows = await executor
    .insert(featuredMentors)
    .values({
      mentorId,
      position: sql`(SELECT coalesce(max(position), 0) + 1 FROM featured_mentors)`,
      createdAt: now,
    })
    .onConflictDoNothing({ target: featuredMentors.mentorId })
    .returning({ id: featuredMentors.id });
  return rows.length > 0;
}

/** Un-features a mentor; false when they were not featured. */
export async function deleteFeaturedMentor(executor: Executor, mentorId: string): Promise<boolean> {
  const rows = await executor
    .delete(featuredMentors)
    .where(eq(featuredMentors.mentorId, mentorId))
    .returning({ id: featuredMentors.id });
  return rows.length > 0;
}
