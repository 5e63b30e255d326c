import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { readRowCount, rowCount } from '../../db/row-counts.ts';
import { AUDIT_EXCERPT_LENGTH } from '../../lib/excerpt.ts';
import type { TableSearch } from '../../lib/table-search.ts';
import { admins, auditLog, bookings, mentors, packages, students } from '../../db/schema/index.ts';

/** PostgreSQL answers sums and counts as bigint (text); every figure here fits a JavaScript number. */
const toNumber = (value: unknown): number => Number(value ?? 0);

/**
 * The dashboard's figures in one round trip: the counts are the stored row counts (db/row-counts.ts), the
 * sums indexed sums; revenue is captured payments minus processed refunds of them (a stray payment's refund
 * gives back money never counted), the wallet total is the whole ledger (what is owed to mentors).
 */
export async function readDashboardFigures(executor: Executor) {
  const { rows } = await executor.execute(sql`SELECT
    (SELECT coalesce(sum(amount_paise), 0) FROM orders WHERE status = 'paid')
      - (SELECT coalesce(sum(amount_paise), 0) FROM refunds
         WHERE status = 'processed' AND payment_id IS NULL) AS revenue_paise,
    ${rowCount('bookings.pending')} AS pending,
    ${rowCount('bookings.active')} AS active,
    ${rowCount('bookings.complete')} AS complete,
    ${rowCount('mentors.approved')} AS mentors,
    ${rowCount('students.verified')} AS students,
    (SELECT coalesce(sum(amount_paise), 0) FROM wallet_ledger) AS wallet_paise,
    ${rowCount('students.referred')} AS referred`);
  const row = rows[0] ?? {};
  return {
    revenuePaise: toNumber(row.revenue_paise),
    pending: toNumber(row.pending),
    active: toNumber(row.active),
    complete: toNumber(row.complete),
    mentors: toNumber(row.mentors),
    students: toNumber(row.students),
    walletPaise: toNumber(row.wallet_paise),
    referred: toNumber(row.referred),
  };
}

/**
 * The last `weeks` India weeks (Monday 00:00 Asia/Kolkata), the one holding `now` last: money captured
 * minus money refunded in each, and the bookings bought in each by the state they are in now. Each
 * figure is a range on an index that starts with the status.
 */
export async function readWeeklyFigures(executor: Executor, { now, weeks }: { now: Date; weeks: number }) {
  const { rows } = await executor.execute(sql`
    WITH local_weeks AS (
      SELECT week_start
      FROM generate_series(
        date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE 'Asia/Kolkata') - make_interval(weeks => ${weeks - 1}),
        date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE 'Asia/Kolkata'),
        interval '1 week'
      ) AS week_start
    ), bounds AS (
      SELECT week_start,
             week_start AT TIME ZONE 'Asia/Kolkata' AS starts_at,
             (week_start + interval '1 week') AT TIME ZONE 'Asia/Kolkata' AS ends_at
      FROM local_weeks
    )
    SELECT to_char(w.week_start, 'YYYY-MM-DD') AS week_start,
      (SELECT coalesce(sum(o.amount_paise), 0) FROM orders o
         WHERE o.status = 'paid' AND o.paid_at >= w.starts_at AND o.paid_at < w.ends_at)
      - (SELECT coalesce(sum(r.amount_paise), 0) FROM refunds r
         WHERE r.status = 'processed' AND r.payment_id IS NULL AND r.processed_at >= w.starts_at AND r.processed_at < w.ends_at)
        AS revenue_paise,
      b.pending, b.active, b.complete, b.cancelled
    FROM bounds w
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE status = 'pending') AS pending,
             count(*) FILTER (WHERE status = 'active') AS active,
             count(*) FILTER (WHERE status = 'complete') AS complete,
             count(*) FILTER (WHERE status = 'cancelled') AS cancelled
      FROM bookings
      WHERE status IN ('pending', 'active', 'complete', 'cancelled')
        AND purchased_at >= w.starts_at AND purchased_at < w.ends_at
    ) b
    ORDER BY w.week_start`);
  return rows.map((row) => ({
    weekStart: String(row.week_start),
    revenuePaise: toNumber(row.revenue_paise),
    pending: toNumber(row.pending),
    active: toNumber(row.active),
    complete: toNumber(row.complete),
    cancelled: toNumber(row.cancelled),
  }));
}

// Correlated subqueries name their tables explicitly (see mentor-listing.repository.ts).
const studentRating = sql<number | null>`(SELECT f.rating FROM feedback f
  WHERE f.mentor_id = "bookings"."mentor_id" AND f.student_id = "bookings"."student_id")`;

/**
 * Each table's order: completed and active newest first, pending by the nearest deadline; each is read off
 * the booking index on (status, that time, id).
 */
const SESSION_ORDER: Record<Exclude<BookingStatus, 'cancelled'>, SQL[]> = {
  complete: [desc(bookings.completedAt), desc(bookings.id)],
  active: [desc(bookings.approvedAt), desc(bookings.id)],
  pending: [asc(bookings.purchasedAt), asc(bookings.id)],
};

/**
 * A page of every mentor's sessions in one state. `search` narrows to display ids starting with the term,
 * and sorts those matching it exactly first; without one, the total is the stored count of the state.
 */
export async function listSessionsByStatus(
  executor: Executor,
  query: {
    status: Exclude<BookingStatus, 'cancelled'>;
    search: TableSearch | undefined;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    eq(bookings.status, query.status),
    query.search ? sql`${mentors.mentorId} LIKE ${query.search.pattern}` : undefined,
  );
  const total = query.search
    ? await countSessions(executor, where)
    : await readRowCount(executor, `bookings.${query.status}`);
  const rows = await executor
    .select({
      id: bookings.id,
      status: bookings.status,
      pricePaise: bookings.pricePaise,
      purchasedAt: bookings.purchasedAt,
      approvedAt: bookings.approvedAt,
      completedAt: bookings.completedAt,
      proofImageKey: bookings.proofImageKey,
      scheduledAt: bookings.scheduledAt,
      studentJoinedAt: bookings.studentJoinedAt,
      mentorJoinedAt: bookings.mentorJoinedAt,
      mentorId: mentors.id,
      mentorDisplayId: mentors.mentorId,
      mentorFirstName: mentors.firstName,
      mentorLastName: mentors.lastName,
      studentId: students.id,
      studentUsername: students.username,
      packageId: packages.id,
      packageName: packages.name,
      rating: studentRating,
    })
    .from(bookings)
    .innerJoin(mentors, eq(mentors.id, bookings.mentorId))
    .innerJoin(students, eq(students.id, bookings.studentId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(where)
    .orderBy(
      ...(query.search ? [sql`(${mentors.mentorId} = ${query.search.exact}) DESC`] : []),
      ...SESSION_ORDER[query.status],
    )
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total };
}

async function countSessions(executor: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(mentors, eq(mentors.id, bookings.mentorId))
    .where(where);
  return row?.total ?? 0;
}

export type AdminSessionRow = Awaited<ReturnType<typeof listSessionsByStatus>>['rows'][number];

/**
 * The entry's target id as a uuid, for the records' primary-key indexes (comparing `id::text` would scan
 * the whole table for every entry); null for an id that is not one.
 */
const targetUuid = sql`(CASE WHEN ${auditLog.targetId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  THEN ${auditLog.targetId}::uuid END)`;

/**
 * The name people know an entry's record by, read from the record as it is now: a person's name (a review's
 * writer → its mentor), a blog's title, the start of an update, an organisation, a webinar's date. Null when the record is gone (a deleted
 * blog, testimonial or update keeps its name in the entry's details instead) or has no such name.
 */
const targetName = sql<string | null>`CASE ${auditLog.targetType}
  WHEN 'mentor' THEN (SELECT m.first_name || ' ' || m.last_name FROM mentors m WHERE m.id = ${targetUuid})
  WHEN 'booking' THEN (SELECT s.first_name || ' ' || s.last_name || ' with ' || m.first_name || ' ' || m.last_name
    FROM bookings b JOIN students s ON s.id = b.student_id JOIN mentors m ON m.id = b.mentor_id
    WHERE b.id = ${targetUuid})
  WHEN 'review' THEN (SELECT s.first_name || ' ' || s.last_name || ' → ' || m.first_name || ' ' || m.last_name
    FROM feedback f JOIN students s ON s.id = f.student_id JOIN mentors m ON m.id = f.mentor_id
    WHERE f.id = ${targetUuid})
  WHEN 'blog' THEN (SELECT title FROM blogs WHERE id = ${targetUuid})
  WHEN 'testimonial' THEN (SELECT name FROM testimonials WHERE id = ${targetUuid})
  WHEN 'update' THEN (SELECT CASE WHEN length(content) > ${AUDIT_EXCERPT_LENGTH}
      THEN left(content, ${AUDIT_EXCERPT_LENGTH}) || '…' ELSE content END
    FROM admin_updates WHERE id = ${targetUuid})
  WHEN 'referral' THEN (SELECT organisation_name FROM custom_referral_codes WHERE id = ${targetUuid})
  WHEN 'webinar' THEN (SELECT day || ' ' || date || ' ' || year || ', ' || time FROM webinars
    WHERE id = ${targetUuid})
  WHEN 'admin' THEN (SELECT name FROM admins WHERE id = ${targetUuid})
END`;

/** A page of the audit log, newest first (audit_log_created_idx), with the acting admin's name. */
export async function listAuditEntries(executor: Executor, window: { limit: number; offset: number }) {
  const total = await readRowCount(executor, 'audit_log.all');
  const rows = await executor
    .select({
      id: auditLog.id,
      actorRole: auditLog.actorRole,
      actorId: auditLog.actorId,
      actorName: admins.name,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetName,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(admins, and(eq(auditLog.actorRole, 'admin'), eq(admins.id, auditLog.actorId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total };
}
