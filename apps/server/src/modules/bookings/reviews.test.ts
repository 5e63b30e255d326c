import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PackageKind } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { postJson, signedInAdmin, type SignedInAdmin } from '../../../test/admin.ts';
import { createBooking, createCatalog, tokenFor, type CatalogPackage } from '../../../test/bookings.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import { auditLog, feedback, mentors } from '../../db/schema/index.ts';

/**
 * Reviews worth reading: the package and date on each review, the mentor's one reply, an admin hiding a
 * review (with a reason, audited) so it leaves the profile and the rating, and the rating distribution.
 */

let subject: TestApp;
let catalog: Record<PackageKind, CatalogPackage>;
let admin: SignedInAdmin;

beforeAll(async () => {
  subject = await createTestApp();
  catalog = await createCatalog(subject.database.db, 'M3');
  admin = await signedInAdmin(subject);
});
afterAll(() => subject.close());

let mentor: Awaited<ReturnType<typeof createMentor>>;
let mentorToken: string;
let otherMentorToken: string;

beforeEach(async () => {
  const db = subject.database.db;
  mentor = await createMentor(db, { neetScore: 650, firstName: 'Kavya' });
  const other = await createMentor(db, { neetScore: 650 });
  mentorToken = await tokenFor(subject, 'mentor', mentor.id);
  otherMentorToken = await tokenFor(subject, 'mentor', other.id);
});

/** A student who completed a session of `kind` with the mentor and rated it through the API. */
async function reviewed(rating: number, review: string, kind: PackageKind = 'session60') {
  const db = subject.database.db;
  const student = await createStudent(db, { firstName: 'Ravi', lastName: 'Shah' });
  await createBooking(db, {
    studentId: student.id,
    mentorId: mentor.id,
    packageId: catalog[kind].id,
    status: 'complete',
  });
  const token = await tokenFor(subject, 'student', student.id);
  const given = await postJson(
    subject,
    '/api/v1/students/give-feedback',
    { mentorId: mentor.id, rating, review },
    token,
  );
  expect(given.statusCode).toBe(200);
  const [row] = await db
    .select({ id: feedback.id })
    .from(feedback)
    .where(and(eq(feedback.mentorId, mentor.id), eq(feedback.studentId, student.id)));
  if (!row) throw new Error('feedback not stored');
  return row.id;
}

/** The public profile through its cacheable GET (the answer kept in memory until a change drops it). */
async function profile() {
  const response = await subject.app.inject({
    method: 'GET',
    url: `/api/v1/mentors/single-mentor/${mentor.id}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function storedRating() {
  const [row] = await subject.database.db
    .select({ reviewCount: mentors.reviewCount, rating: mentors.cardRating })
    .from(mentors)
    .where(eq(mentors.id, mentor.id));
  return row;
}

const reply = (token: string, body: Record<string, unknown>) =>
  postJson(subject, '/api/v1/mentors/reply-review', body, token);
const hide = (body: Record<string, unknown>, token = admin.token) =>
  postJson(subject, '/api/v1/admin/hide-review', body, token);
const unhide = (body: Record<string, unknown>, token = admin.token) =>
  postJson(subject, '/api/v1/admin/unhide-review', body, token);

describe('reviews on the public profile', () => {
  it('show the package and the date, and the distribution of stars counts each visible review', async () => {
    await reviewed(5, 'Clear plan for biology.', 'session60');
    await reviewed(5, 'Very kind.', 'intro20');
    await reviewed(3, 'Good, a little rushed.', 'monthly');
    const shown = await profile();
    expect(shown.reviews).toHaveLength(3);
    const packagesShown = shown.reviews.map((review: { package: { kind: string } }) => review.package.kind);
    expect(packagesShown.sort()).toEqual(['intro20', 'monthly', 'session60']);
    const first = shown.reviews.find(
      (review: { package: { kind: string } }) => review.package.kind === 'intro20',
    );
    expect(first.package.packageName).toBe('Free 20-Minute Intro Call');
    expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);
    expect(first.reply).toBeNull();
    expect(shown.ratingDistribution).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 0 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
  });
});

describe('POST /api/v1/mentors/reply-review', () => {
  it('publishes one reply under the review on the profile at once, and refuses a second with 409', async () => {
    const reviewId = await reviewed(4, 'Helpful session.');
    expect((await profile()).reviews[0].reply).toBeNull();

    const answer = await reply(mentorToken, { reviewId, reply: '  Thank you, Ravi! Keep revising.  ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.text).toBe('Thank you, Ravi! Keep revising.');
    // The profile was read (and kept) before the reply: the reply's commit drops it.
    const shown = await profile();
    expect(shown.reviews[0].reply).toMatchObject({ text: 'Thank you, Ravi! Keep revising.' });
    expect(shown.firstName).toBe('Kavya');

    const again = await reply(mentorToken, { reviewId, reply: 'Edited reply' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REVIEW_ALREADY_REPLIED');
    expect((await profile()).reviews[0].reply.text).toBe('Thank you, Ravi! Keep revising.');
  });

  it('lets only one of two replies sent at once through', async () => {
    const reviewId = await reviewed(5, 'Great.');
    const answers = await Promise.all([
      reply(mentorToken, { reviewId, reply: 'First' }),
      reply(mentorToken, { reviewId, reply: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it("answers 404 for another mentor's review and for a review that does not exist", async () => {
    const reviewId = await reviewed(5, 'Great.');
    const theirs = await reply(otherMentorToken, { reviewId, reply: 'Not mine' });
    expect(theirs.statusCode).toBe(404);
    const missing = await reply(mentorToken, {
      reviewId: '00000000-0000-4000-8000-000000000000',
      reply: 'Hello',
    });
    expect(missing.statusCode).toBe(404);
    const [row] = await subject.database.db
      .select({ reply: feedback.reply })
      .from(feedback)
      .where(eq(feedback.id, reviewId));
    expect(row?.reply).toBeNull();
  });

  it('refuses an empty or too long reply with 400, and other roles with 403', async () => {
    const reviewId = await reviewed(5, 'Great.');
    expect((await reply(mentorToken, { reviewId, reply: '   ' })).statusCode).toBe(400);
    expect((await reply(mentorToken, { reviewId, reply: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await reply(mentorToken, { reviewId: 'not-an-id', reply: 'Hi' })).statusCode).toBe(400);
    expect((await reply(admin.token, { reviewId, reply: 'Hi' })).statusCode).toBe(403);
    expect((await reply(mentorToken, { reviewId, reply: 'x'.repeat(1000) })).statusCode).toBe(200);
  });
});

describe('POST /api/v1/mentors/my-reviews', () => {
  it("lists the mentor's own reviews, newest first, with the reply and why a hidden one was hidden", async () => {
    const older = await reviewed(2, 'Rude and late.');
    subject.clock.advance(60_000);
    await reviewed(5, 'Great.');
    await hide({ reviewId: older, reason: 'Personal attack on the mentor.' });
    const answer = await postJson(subject, '/api/v1/mentors/my-reviews', {}, mentorToken);
    expect(answer.statusCode).toBe(200);
    const { data, pagination } = answer.json().data;
    expect(pagination).toMatchObject({ currentPage: 1, totalPages: 1, total: 2 });
    expect(data.map((review: { review: string }) => review.review)).toEqual(['Great.', 'Rude and late.']);
    expect(data[0].hidden).toBeNull();
    expect(data[1].hidden).toMatchObject({ reason: 'Personal attack on the mentor.' });
    expect(data[1].studentName).toBe('Ravi S.');

    const theirs = await postJson(subject, '/api/v1/mentors/my-reviews', {}, otherMentorToken);
    expect(theirs.json().data.pagination.total).toBe(0);
  });
});

describe('hiding a review', () => {
  it('takes it off the profile and out of the rating and count, audited with the reason; unhiding brings it back', async () => {
    await reviewed(5, 'Great.');
    const rude = await reviewed(1, 'Rude words here.');
    expect(await storedRating()).toEqual({ reviewCount: 2, rating: 3 });
    expect((await profile()).reviews).toHaveLength(2);

    const hidden = await hide({ reviewId: rude, reason: 'Abusive language in the review.' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toEqual({ hidden: true });
    const shown = await profile();
    expect(shown.reviews.map((review: { review: string }) => review.review)).toEqual(['Great.']);
    expect(shown.reviewCount).toBe(1);
    expect(shown.rating).toBe(5);
    expect(shown.ratingDistribution.find((row: { stars: number }) => row.stars === 1).count).toBe(0);
    expect(await storedRating()).toEqual({ reviewCount: 1, rating: 5 });

    // Hiding twice changes nothing and writes no second entry.
    expect((await hide({ reviewId: rude, reason: 'Abusive language again.' })).statusCode).toBe(200);
    const entries = await subject.database.db
      .select({ action: auditLog.action, details: auditLog.details, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, rude));
    expect(entries).toEqual([
      {
        action: 'review.hide',
        actorId: admin.id,
        details: {
          mentorId: mentor.mentorId,
          reason: 'Abusive language in the review.',
          excerpt: 'Rude words here.',
        },
      },
    ]);

    const shownAgain = await unhide({ reviewId: rude });
    expect(shownAgain.json().data).toEqual({ hidden: false });
    expect((await profile()).reviews).toHaveLength(2);
    expect(await storedRating()).toEqual({ reviewCount: 2, rating: 3 });
    expect((await unhide({ reviewId: rude })).statusCode).toBe(200);
    const actions = await subject.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, rude));
    expect(actions.map((row) => row.action).sort()).toEqual(['review.hide', 'review.unhide']);

    // The audit page names the review by its writer and its mentor.
    const log = await postJson(subject, '/api/v1/admin/audit-log', {}, admin.token);
    const entry = log
      .json()
      .data.data.find((item: { action: string; targetId: string }) => item.targetId === rude);
    expect(entry.targetName).toBe(`Ravi Shah → Kavya ${mentor.lastName}`);
  });

  it('needs a reason of 10 to 500 characters, an admin, and a review that exists', async () => {
    const reviewId = await reviewed(1, 'Rude.');
    expect((await hide({ reviewId })).statusCode).toBe(400);
    expect((await hide({ reviewId, reason: 'Too short' })).statusCode).toBe(400);
    expect((await hide({ reviewId, reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await hide({ reviewId, reason: 'Breaks the rules.' }, mentorToken)).statusCode).toBe(403);
    expect((await unhide({ reviewId }, mentorToken)).statusCode).toBe(403);
    const missing = await hide({
      reviewId: '00000000-0000-4000-8000-000000000000',
      reason: 'Breaks the rules.',
    });
    expect(missing.statusCode).toBe(404);
    expect(await storedRating()).toEqual({ reviewCount: 1, rating: 1 });
  });
});

describe('POST /api/v1/admin/reviews', () => {
  it('pages recent reviews with their mentor, and finds a mentor by MentorId', async () => {
    const reviewId = await reviewed(4, 'Useful.');
    const answer = await postJson(subject, '/api/v1/admin/reviews', { search: mentor.mentorId }, admin.token);
    expect(answer.statusCode).toBe(200);
    const { data, pagination } = answer.json().data;
    expect(pagination.total).toBeGreaterThanOrEqual(1);
    expect(data[0]).toMatchObject({
      _id: reviewId,
      studentName: 'Ravi Shah',
      mentor: { _id: mentor.id, mentorId: mentor.mentorId, firstName: 'Kavya' },
      package: { kind: 'session60' },
      hidden: null,
    });
    expect((await postJson(subject, '/api/v1/admin/reviews', {}, mentorToken)).statusCode).toBe(403);
  });
});
