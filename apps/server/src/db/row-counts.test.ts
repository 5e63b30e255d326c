import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, cardRating } from '@neetmentor/contract';
import { createBooking, createCatalog } from '../../test/bookings.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createFeedback, createMentor, createStudent } from '../../test/factories.ts';
import { isListed } from '../modules/mentors/index.ts';
import type { Db } from './client.ts';
import { auditLog, bookings, feedback, mentors, payouts, rowCounts, students } from './schema/index.ts';

// The stored totals (row_counts) and ratings (mentors.review_count, rating_total, card_rating) are kept by
// statement triggers; each check here recomputes them from the rows themselves and compares.

let database: TestDatabase;
let db: Db;
let packageId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  packageId = (await createCatalog(db, 'M3')).session60.id;
});
afterAll(async () => {
  await database.close();
});

async function countRows(table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

/** Each population's size counted from its rows, written independently of the migration's functions. */
async function countedFromRows(): Promise<Record<string, number>> {
  const verified = isNotNull(students.emailVerifiedAt);
  const counts: Record<string, number> = {
    'mentors.listed': await countRows(mentors, isListed),
    'mentors.approved': await countRows(mentors, eq(mentors.applicationStatus, 'approved')),
    'mentors.pending': await countRows(mentors, eq(mentors.applicationStatus, 'pending')),
    'students.verified': await countRows(students, verified),
    'students.referred': await countRows(
      students,
      and(verified, or(isNotNull(students.referredByMentorId), isNotNull(students.customReferralId))),
    ),
    'payouts.all': await countRows(payouts),
    'audit_log.all': await countRows(auditLog),
  };
  for (const status of BOOKING_STATUSES)
    counts[`bookings.${status}`] = await countRows(bookings, eq(bookings.status, status));
  return counts;
}

/** What row_counts holds for the same names (a name without a row counts 0), and any other name it has. */
async function storedCounts(names: string[]): Promise<Record<string, number>> {
  const rows = await db.select().from(rowCounts);
  const stored = new Map(rows.map((row) => [row.name, row.n]));
  return Object.fromEntries(
    [...new Set([...names, ...stored.keys()])].map((name) => [name, stored.get(name) ?? 0]),
  );
}

async function expectCountsToMatchRows(step: string) {
  const counted = await countedFromRows();
  expect(await storedCounts(Object.keys(counted)), step).toEqual(counted);
}

/**
 * Every mentor's stored figures against their visible feedback (a hidden review does not count) and the card
 * rating rule (product rules §5).
 */
async function expectRatingsToMatchFeedback(step: string) {
  const { rows } = await db.execute<{
    id: string;
    neet_score: number | null;
    review_count: number;
    rating_total: number;
    card_rating: number;
    ratings: number[] | null;
  }>(sql`SELECT m.id, m.neet_score, m.review_count, m.rating_total, m.card_rating,
      (SELECT array_agg(f.rating) FROM feedback f WHERE f.mentor_id = m.id AND f.hidden_at IS NULL) AS ratings
    FROM mentors m`);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const ratings = row.ratings ?? [];
    expect(
      { reviews: row.review_count, total: row.rating_total, card: row.card_rating },
      `${step}: mentor ${row.id}`,
    ).toEqual({
      reviews: ratings.length,
      total: ratings.reduce((sum, rating) => sum + rating, 0),
      card: cardRating(ratings, row.neet_score ?? 0),
    });
  }
}

const suffix = () => randomBytes(4).toString('hex');

/** Mentor rows for one multi-row INSERT. */
function mentorValues(count: number, pick: (index: number) => Partial<typeof mentors.$inferInsert>) {
  return Array.from({ length: count }, (_, index) => {
    const tag = suffix();
    return {
      mentorId: `bulk${tag}`,
      firstName: 'Bulk',
      lastName: `Mentor${tag}`,
      email: `bulk-${tag}@example.test`,
      passwordHash: 'not-a-login',
      city: 'Pune',
      state: 'Maharashtra' as const,
      neetScore: 600 + index,
      emailVerifiedAt: new Date(),
      applicationStatus: 'approved' as const,
      isActive: true,
      ...pick(index),
    };
  });
}

describe('row counts', () => {
  it('follow inserts, and updates that move a row into or out of a population, one row at a time', async () => {
    await expectCountsToMatchRows('empty');
    const listed = await createMentor(db);
    const pending = await createMentor(db, { applicationStatus: 'pending', approvedAt: null });
    const unverified = await createMentor(db, { emailVerifiedAt: null });
    const noScore = await createMentor(db, { applicationStatus: 'incomplete', neetScore: null });
    await expectCountsToMatchRows('mentors inserted');

    await db.update(mentors).set({ applicationStatus: 'approved' }).where(eq(mentors.id, pending.id));
    await expectCountsToMatchRows('an application approved');
    await db.update(mentors).set({ isActive: false }).where(eq(mentors.id, listed.id));
    await expectCountsToMatchRows('a mentor deactivated');
    await db.update(mentors).set({ emailVerifiedAt: new Date() }).where(eq(mentors.id, unverified.id));
    await expectCountsToMatchRows('an e-mail address verified');
    await db
      .update(mentors)
      .set({ neetScore: 690, applicationStatus: 'approved' })
      .where(eq(mentors.id, noScore.id));
    await expectCountsToMatchRows('academics added and approved');
    await db.update(mentors).set({ about: 'Still here.' }).where(eq(mentors.id, listed.id));
    await expectCountsToMatchRows('a change no population depends on');

    const student = await createStudent(db);
    const unverifiedStudent = await createStudent(db, {
      emailVerifiedAt: null,
      referredByMentorId: listed.id,
    });
    await expectCountsToMatchRows('students inserted');
    await db
      .update(students)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(students.id, unverifiedStudent.id));
    await expectCountsToMatchRows('a referred student verified');

    const booking = await createBooking(db, {
      studentId: student.id,
      mentorId: pending.id,
      packageId,
      status: 'pending',
    });
    await expectCountsToMatchRows('a booking requested');
    await db
      .update(bookings)
      .set({ status: 'active', approvedAt: new Date() })
      .where(eq(bookings.id, booking.id));
    await expectCountsToMatchRows('a booking accepted');
    await db
      .update(bookings)
      .set({ status: 'complete', completedAt: new Date() })
      .where(eq(bookings.id, booking.id));
    await expectCountsToMatchRows('a booking completed');

    await db
      .insert(payouts)
      .values({ mentorId: pending.id, amountPaise: 11000, proofImageKey: 'proofs/a.webp' });
    await db
      .insert(auditLog)
      .values({ actorRole: 'admin', actorId: randomUUID(), action: 'payout.clear', targetType: 'mentor' });
    await expectCountsToMatchRows('a payout and its audit entry');

    await db.delete(bookings).where(eq(bookings.id, booking.id));
    await db.delete(payouts);
    await db.delete(students).where(eq(students.id, unverifiedStudent.id));
    await db.delete(mentors).where(eq(mentors.id, noScore.id));
    await expectCountsToMatchRows('rows deleted');
  });

  it('follow statements that change many rows at once, in and out of several populations', async () => {
    await db.insert(mentors).values(
      mentorValues(40, (index) => ({
        applicationStatus: index % 4 === 0 ? 'pending' : 'approved',
        isActive: index % 3 !== 0,
        emailVerifiedAt: index % 5 === 0 ? null : new Date(),
      })),
    );
    await expectCountsToMatchRows('40 mentors in one statement');
    await db
      .update(mentors)
      .set({ isActive: sql`NOT ${mentors.isActive}` })
      .where(sql`${mentors.mentorId} LIKE 'bulk%'`);
    await expectCountsToMatchRows('every bulk mentor switched on or off');
    await db
      .update(mentors)
      .set({ applicationStatus: 'approved' })
      .where(and(eq(mentors.applicationStatus, 'pending'), sql`${mentors.mentorId} LIKE 'bulk%'`));
    await expectCountsToMatchRows('every bulk application approved');

    const people = await Promise.all(Array.from({ length: 6 }, () => createStudent(db)));
    const [mentor] = await db.select({ id: mentors.id }).from(mentors).where(isListed).limit(1);
    if (!mentor) throw new Error('no listed mentor');
    const bought = new Date('2026-10-01T06:00:00Z');
    await db.insert(bookings).values(
      Array.from({ length: 30 }, (_, index) => {
        const status = BOOKING_STATUSES[index % BOOKING_STATUSES.length] ?? 'pending';
        return {
          studentId: people[index % people.length]?.id ?? '',
          mentorId: mentor.id,
          packageId,
          status,
          pricePaise: 29900,
          isFree: false,
          purchasedAt: bought,
          approvedAt: status === 'active' || status === 'complete' ? bought : null,
          completedAt: status === 'complete' ? bought : null,
          cancelledAt: status === 'cancelled' ? bought : null,
          cancelReason: status === 'cancelled' ? ('timeout' as const) : null,
        };
      }),
    );
    await expectCountsToMatchRows('30 bookings in one statement');
    await db
      .update(bookings)
      .set({ status: 'complete', completedAt: bought })
      .where(eq(bookings.status, 'active'));
    await db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: bought, cancelReason: 'timeout' })
      .where(eq(bookings.status, 'pending'));
    await expectCountsToMatchRows('every active booking completed, every pending one cancelled');
    await db.update(bookings).set({ updatedAt: new Date() });
    await expectCountsToMatchRows('every booking touched, none moved');

    await db.delete(bookings).where(eq(bookings.status, 'complete'));
    await db.delete(mentors).where(and(sql`${mentors.mentorId} LIKE 'bulk%'`, eq(mentors.isActive, false)));
    await expectCountsToMatchRows('many rows deleted at once');
  });
});

describe('stored ratings', () => {
  it('follow feedback given, changed, moved and removed, and round halves up as the card rule does', async () => {
    const [high, middle, low] = await Promise.all([
      createMentor(db, { neetScore: 700 }),
      createMentor(db, { neetScore: 650 }),
      createMentor(db, { neetScore: 600 }),
    ]);
    const reviewers = await Promise.all(Array.from({ length: 4 }, () => createStudent(db)));
    const [first, second, third, fourth] = reviewers.map((student) => student.id);
    if (!high || !middle || !low || !first || !second || !third || !fourth) throw new Error('missing rows');
    await expectRatingsToMatchFeedback('no feedback: the rating comes from the NEET score');

    // 4 and 5 average 4.5 (shown as 5); 1 and 2 average 1.5 (shown as 2); 2, 3, 3 average 2.67 (3).
    await createFeedback(db, { mentorId: high.id, studentId: first, rating: 4 });
    await createFeedback(db, { mentorId: high.id, studentId: second, rating: 5 });
    await db.insert(feedback).values([
      { mentorId: middle.id, studentId: first, rating: 1 },
      { mentorId: middle.id, studentId: second, rating: 2 },
      { mentorId: low.id, studentId: first, rating: 2 },
      { mentorId: low.id, studentId: second, rating: 3 },
      { mentorId: low.id, studentId: third, rating: 3 },
    ]);
    await expectRatingsToMatchFeedback('feedback given, one by one and several in one statement');
    const [shown] = await db
      .select({ high: mentors.cardRating })
      .from(mentors)
      .where(eq(mentors.id, high.id));
    expect(shown?.high).toBe(5);

    await db
      .update(feedback)
      .set({ rating: 1 })
      .where(and(eq(feedback.mentorId, high.id), eq(feedback.studentId, second)));
    await expectRatingsToMatchFeedback('a rating changed');
    await db
      .update(feedback)
      .set({ mentorId: middle.id })
      .where(and(eq(feedback.mentorId, low.id), eq(feedback.studentId, third)));
    await expectRatingsToMatchFeedback('a rating moved to another mentor');
    await db
      .update(feedback)
      .set({ rating: sql`6 - ${feedback.rating}` })
      .where(inArray(feedback.mentorId, [high.id, middle.id, low.id]));
    await expectRatingsToMatchFeedback('every rating turned around in one statement');

    await db.delete(feedback).where(and(eq(feedback.mentorId, middle.id), eq(feedback.studentId, first)));
    await expectRatingsToMatchFeedback('a rating removed');
    // Removing a student removes their feedback (ON DELETE CASCADE), through the same triggers.
    await db.delete(students).where(eq(students.id, second));
    await expectRatingsToMatchFeedback('a reviewer removed');
    await db.insert(feedback).values({ mentorId: low.id, studentId: fourth, rating: 5 });
    await expectRatingsToMatchFeedback('a new rating after the changes');

    const hidden = { hiddenAt: new Date('2026-01-01T00:00:00Z'), hiddenReason: 'Breaks the review rules.' };
    await db.update(feedback).set(hidden).where(eq(feedback.mentorId, low.id));
    await expectRatingsToMatchFeedback('every review of a mentor hidden');
    await db.update(feedback).set({ rating: 1 }).where(eq(feedback.mentorId, low.id));
    await expectRatingsToMatchFeedback('a hidden rating changed');
    await db.insert(feedback).values({ mentorId: high.id, studentId: fourth, rating: 2, ...hidden });
    await expectRatingsToMatchFeedback('a review stored hidden');
    await db
      .update(feedback)
      .set({ hiddenAt: null, hiddenReason: null })
      .where(and(eq(feedback.mentorId, low.id), eq(feedback.studentId, fourth)));
    await expectRatingsToMatchFeedback('a review unhidden');
    await db.delete(feedback).where(and(eq(feedback.mentorId, high.id), eq(feedback.studentId, fourth)));
    await expectRatingsToMatchFeedback('a hidden review removed');
  });
});

describe('TRUNCATE', () => {
  it('sets the ratings and counts to 0, and counting goes on from there', async () => {
    await expectCountsToMatchRows('before');
    await db.execute(sql`TRUNCATE feedback`);
    await expectRatingsToMatchFeedback('feedback truncated');
    await db.execute(sql`TRUNCATE mentors, students, bookings, payouts, audit_log CASCADE`);
    await expectCountsToMatchRows('the counted tables truncated');

    const mentor = await createMentor(db);
    const student = await createStudent(db);
    await createBooking(db, { studentId: student.id, mentorId: mentor.id, packageId, status: 'active' });
    await createFeedback(db, { mentorId: mentor.id, studentId: student.id, rating: 2 });
    await expectCountsToMatchRows('rows added after the truncation');
    await expectRatingsToMatchFeedback('feedback added after the truncation');

    // The demo data's reset truncates every table at once, row_counts among them.
    const { rows } = await db.execute<{ name: string }>(
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    await db.execute(
      sql.raw(`TRUNCATE ${rows.map((row) => `public."${row.name}"`).join(', ')} RESTART IDENTITY CASCADE`),
    );
    await expectCountsToMatchRows('every table truncated');
    packageId = (await createCatalog(db, 'M3')).session60.id;
    const again = await createMentor(db);
    const reviewer = await createStudent(db);
    await createBooking(db, { studentId: reviewer.id, mentorId: again.id, packageId, status: 'complete' });
    await createFeedback(db, { mentorId: again.id, studentId: reviewer.id, rating: 4 });
    await expectCountsToMatchRows('rows added after the reset');
    await expectRatingsToMatchFeedback('feedback added after the reset');
  });
});
