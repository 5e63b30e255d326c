import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MONTHLY_LOCK_MESSAGE, type PackageKind } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bookingCalls } from '../../../test/booking-calls.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import { bearer, createCatalog, tokenFor, type CatalogPackage } from '../../../test/bookings.ts';
import { latestMail, mailCount } from '../../../test/mailbox.ts';
import { bookings, notifications, platformSettings, refunds, walletLedger } from '../../db/schema/index.ts';
import { createSandboxProvider } from '../../adapters/payments/sandbox-provider.ts';
import { PaymentProviderError, type PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { JobScheduler, TimedJob } from '../../jobs/job-scheduler.ts';
import { processDueRefunds, sweepDeadlines } from './index.ts';
import { refundRetryDelayMs } from './refunds.service.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const SECRET = 'lifecycle-test-secret-that-is-long-enough-0123456789';

/** The sandbox, except that its first `failures` refund calls fail as an unreachable provider would. */
function flakyRefunds(failures: number): PaymentProvider & { refundCalls: number } {
  const sandbox = createSandboxProvider(SECRET);
  const provider = {
    ...sandbox,
    refundCalls: 0,
    async refund(input: Parameters<PaymentProvider['refund']>[0]) {
      provider.refundCalls += 1;
      if (provider.refundCalls <= failures)
        throw new PaymentProviderError('Razorpay could not be reached', true);
      return sandbox.refund(input);
    },
  };
  return provider;
}

const requestedJobs: { job: TimedJob; id: string; runAt: Date | undefined }[] = [];
const recordingJobs: JobScheduler = {
  async request(job, id, runAt) {
    requestedJobs.push({ job, id, runAt });
  },
};

let subject: TestApp;
let provider: ReturnType<typeof flakyRefunds>;
let catalog: Record<PackageKind, CatalogPackage>;

beforeAll(async () => {
  provider = flakyRefunds(1);
  subject = await createTestApp({ JWT_SECRET: SECRET }, { payments: provider, jobs: recordingJobs });
  catalog = await createCatalog(subject.database.db, 'M3');
});
afterAll(() => subject.close());

let mentor: Awaited<ReturnType<typeof createMentor>>;
let student: Awaited<ReturnType<typeof createStudent>>;
let studentToken: string;
let mentorToken: string;

beforeEach(async () => {
  mentor = await createMentor(subject.database.db, { neetScore: 650 });
  student = await createStudent(subject.database.db);
  studentToken = await tokenFor(subject, 'student', student.id);
  mentorToken = await tokenFor(subject, 'mentor', mentor.id);
});

const { post, bookPaid, bookFree, accept, complete } = bookingCalls(() => ({
  subject,
  catalog,
  mentorId: mentor.id,
  studentToken,
  mentorToken,
}));

/** Tokens last 12 hours: after moving the clock by days, both people sign in again. */
async function signInAgain() {
  studentToken = await tokenFor(subject, 'student', student.id);
  mentorToken = await tokenFor(subject, 'mentor', mentor.id);
}

/** Every mail captured for an address, newest first. */
async function mailboxOf(address: string): Promise<{ subject: string; text: string }[]> {
  const response = await subject.app.inject({
    method: 'GET',
    url: `/api/v1/dev/mailbox?to=${encodeURIComponent(address)}`,
  });
  return response.json().data as { subject: string; text: string }[];
}

async function bookingRow(id: string) {
  const [row] = await subject.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error('booking missing');
  return row;
}

async function ledgerOf(mentorId: string) {
  return subject.database.db.select().from(walletLedger).where(eq(walletLedger.mentorId, mentorId));
}

describe('accepting a request', () => {
  it('activates it once: of two concurrent accepts one succeeds and one gets 409', async () => {
    const id = await bookPaid();
    const [first, second] = await Promise.all([accept(id), accept(id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().code).toBe('SESSION_STATE_CHANGED');
    const row = await bookingRow(id);
    expect(row.status).toBe('active');
    expect(row.approvedAt).not.toBeNull();
    expect((await latestMail(subject.app, student.email))?.subject).toContain('accepted your session');
  });

  it('answers another mentor as if the request did not exist', async () => {
    const id = await bookPaid();
    const other = await createMentor(subject.database.db, { neetScore: 650 });
    const response = await accept(id, await tokenFor(subject, 'mentor', other.id));
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await bookingRow(id)).status).toBe('pending');
  });

  it('asks for the reminder 20 hours and the deadline 24 hours after the purchase', async () => {
    requestedJobs.length = 0;
    const id = await bookPaid();
    const purchasedAt = (await bookingRow(id)).purchasedAt.getTime();
    expect(requestedJobs).toEqual([
      { job: 'booking-reminder', id, runAt: new Date(purchasedAt + 20 * HOUR) },
      { job: 'booking-deadline', id, runAt: new Date(purchasedAt + DAY) },
    ]);
  });
});

describe('completing a session', () => {
  it('needs the proof image, with the spec’s message', async () => {
    const id = await bookPaid();
    await accept(id);
    const response = await complete(id, false);
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'Image is required' });
    expect((await bookingRow(id)).status).toBe('active');
  });

  it('says a request not accepted yet must be accepted first', async () => {
    const id = await bookPaid();
    const response = await complete(id);
    expect(response.json()).toMatchObject({
      statusCode: 409,
      message:
        'This request has not been accepted yet: accept it first, and mark it complete after the session.',
    });
    expect((await bookingRow(id)).status).toBe('pending');
  });

  it('credits the earning once, even for two concurrent completes', async () => {
    const id = await bookPaid();
    await accept(id);
    const [first, second] = await Promise.all([complete(id), complete(id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const row = await bookingRow(id);
    expect(row.status).toBe('complete');
    expect(row.proofImageKey).toMatch(/^session-proofs\//);
    const ledger = await ledgerOf(mentor.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'earning', amountPaise: 11000 });
    // The student is asked for a rating once, by e-mail and in the bell.
    const completionSubject = `How was your session with ${mentor.firstName} ${mentor.lastName}?`;
    const completionMails = (await mailboxOf(student.email)).filter(
      (mail) => mail.subject === completionSubject,
    );
    expect(completionMails).toHaveLength(1);
    expect(completionMails[0]?.text).toContain('marked your 60-Minute Mentorship Session complete');
    const bell = await subject.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, student.id));
    expect(bell.filter((entry) => entry.message.includes('complete. Rate your session'))).toHaveLength(1);
  });

  it('locks the monthly package for 30 days after approval', async () => {
    const id = await bookPaid('monthly');
    await accept(id);
    subject.clock.advance(29 * DAY);
    await signInAgain();
    const early = await complete(id);
    expect(early.json()).toMatchObject({
      statusCode: 409,
      code: 'SESSION_LOCKED',
      message: MONTHLY_LOCK_MESSAGE,
    });
    expect((await bookingRow(id)).status).toBe('active');
    subject.clock.advance(DAY + 1000);
    await signInAgain();
    expect((await complete(id)).statusCode).toBe(200);
  });

  it('credits the referring mentor ₹30 for the referred student’s first completed session only', async () => {
    // The programme opened a minute ago (before it, nothing is credited: earning-checks.test.ts).
    await subject.database.db
      .insert(platformSettings)
      .values({ id: 1, referralsAvailableFrom: new Date(subject.clock.now().getTime() - 60_000) })
      .onConflictDoNothing();
    const referrer = await createMentor(subject.database.db, { neetScore: 700 });
    const referred = await createStudent(subject.database.db, { referredByMentorId: referrer.id });
    student = referred;
    studentToken = await tokenFor(subject, 'student', referred.id);
    for (const id of [await bookPaid(), await bookPaid()]) {
      await accept(id);
      expect((await complete(id)).statusCode).toBe(200);
    }
    const rewards = await ledgerOf(referrer.id);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ kind: 'referral_reward', amountPaise: 3000 });
  });

  it('shows the proof to the booking’s mentor, student and admins only', async () => {
    const id = await bookPaid();
    await accept(id);
    await complete(id);
    const get = (token: string) =>
      subject.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}/proof`, headers: bearer(token) });
    const own = await get(mentorToken);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect((await get(studentToken)).statusCode).toBe(200);
    const stranger = await createStudent(subject.database.db);
    expect((await get(await tokenFor(subject, 'student', stranger.id))).statusCode).toBe(404);
  });
});

describe('the 24-hour rule', () => {
  it('reminds the mentor after 20 hours and cancels with a full refund at 24 hours, retrying a failed refund', async () => {
    provider.refundCalls = 0;
    const id = await bookPaid();
    const refundOf = async () => {
      const [row] = await subject.database.db.select().from(refunds).where(eq(refunds.bookingId, id));
      return row;
    };
    subject.clock.advance(20 * HOUR - 60_000);
    await sweepDeadlines(subject.context);
    expect(await mailCount(subject.app, mentor.email)).toBe(1);
    subject.clock.advance(60_000);
    await sweepDeadlines(subject.context);
    expect((await latestMail(subject.app, mentor.email))?.subject).toContain('Reminder');
    await sweepDeadlines(subject.context);
    expect(await mailCount(subject.app, mentor.email)).toBe(2);

    subject.clock.advance(4 * HOUR - 60_000);
    await sweepDeadlines(subject.context);
    expect((await bookingRow(id)).status).toBe('pending');
    subject.clock.advance(60_000);
    await sweepDeadlines(subject.context);
    expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', cancelReason: 'timeout' });

    // The provider is unreachable at first: the refund waits and is retried.
    const started = await refundOf();
    expect(started).toMatchObject({ status: 'pending', amountPaise: 29900, attempts: 0 });
    const refundId = started?.id ?? '';
    expect(await processDueRefunds(subject.context, refundId)).toBe(1);
    const waiting = await refundOf();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain('could not be reached');
    expect(await processDueRefunds(subject.context, refundId)).toBe(0);
    subject.clock.advance(refundRetryDelayMs(1));
    expect(await processDueRefunds(subject.context, refundId)).toBe(1);
    const done = await refundOf();
    expect(done).toMatchObject({ status: 'processed' });
    expect(done?.providerRefundId).toMatch(/^rfnd_/);
    expect(provider.refundCalls).toBe(2);
    expect((await latestMail(subject.app, student.email))?.subject).toContain('Refund processed');

    await signInAgain();
    const late = await accept(id);
    expect(late.json().code).toBe('SESSION_STATE_CHANGED');
  });

  it('does not accept a request past its deadline even before the job ran, and cancels it', async () => {
    const id = await bookFree();
    subject.clock.advance(DAY + 1000);
    await signInAgain();
    const response = await accept(id);
    expect(response.json()).toMatchObject({ statusCode: 409, code: 'SESSION_STATE_CHANGED' });
    expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', cancelReason: 'timeout' });
  });
});

describe('a student cancelling', () => {
  it('cancels a paid pending request and starts the refund; an accepted one cannot be cancelled', async () => {
    const paid = await bookPaid();
    const response = await post('/api/v1/students/cancel-session', { requestId: paid }, studentToken);
    expect(response.statusCode).toBe(200);
    expect(await bookingRow(paid)).toMatchObject({ status: 'cancelled', cancelReason: 'student' });
    const [refund] = await subject.database.db.select().from(refunds).where(eq(refunds.bookingId, paid));
    expect(refund).toMatchObject({ status: 'pending', amountPaise: 29900 });
    const bell = await subject.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, mentor.id));
    expect(bell.some((entry) => entry.message.includes('cancelled their request'))).toBe(true);

    // Pressed twice: the second press is told the request is already cancelled, and nothing more happens.
    const again = await post('/api/v1/students/cancel-session', { requestId: paid }, studentToken);
    expect(again.json()).toMatchObject({
      statusCode: 409,
      code: 'SESSION_STATE_CHANGED',
      message: 'This request is already cancelled.',
    });
    expect(await subject.database.db.select().from(refunds).where(eq(refunds.bookingId, paid))).toHaveLength(
      1,
    );

    const accepted = await bookPaid();
    await accept(accepted);
    const late = await post('/api/v1/students/cancel-session', { requestId: accepted }, studentToken);
    expect(late.json()).toMatchObject({
      statusCode: 409,
      code: 'SESSION_STATE_CHANGED',
      message:
        'This session can no longer be cancelled here: the mentor has already accepted it (or it has ended). Please write to support.',
    });
    expect((await bookingRow(accepted)).status).toBe('active');
  });

  it('cannot cancel someone else’s request', async () => {
    const id = await bookPaid();
    const other = await createStudent(subject.database.db);
    const response = await post(
      '/api/v1/students/cancel-session',
      { requestId: id },
      await tokenFor(subject, 'student', other.id),
    );
    expect(response.statusCode).toBe(404);
    expect((await bookingRow(id)).status).toBe('pending');
  });
});

describe('feedback', () => {
  it('needs a completed session, is given once, and shows on the mentor’s profile', async () => {
    const id = await bookPaid();
    const before = await post(
      '/api/v1/students/give-feedback',
      { mentorId: mentor.id, rating: 5, review: 'Clear plan for biology.' },
      studentToken,
    );
    expect(before.json()).toMatchObject({ statusCode: 403, code: 'NO_COMPLETED_SESSION' });
    await accept(id);
    await complete(id);
    const given = await post('/api/v1/students/is-feedback-given', { mentorId: mentor.id }, studentToken);
    expect(given.json().data).toBe(false);
    const unrated = await subject.app.inject({
      method: 'GET',
      url: `/api/v1/mentors/single-mentor/${mentor.id}`,
    });
    // No reviews yet: the card rating comes from the NEET score (650 → 4 stars).
    expect(unrated.json().data).toMatchObject({ rating: 4, reviewCount: 0 });
    const rated = await post(
      '/api/v1/students/give-feedback',
      { mentorId: mentor.id, rating: 5, review: 'Clear plan for biology.' },
      studentToken,
    );
    expect(rated.statusCode).toBe(200);
    expect(
      (await post('/api/v1/students/is-feedback-given', { mentorId: mentor.id }, studentToken)).json().data,
    ).toBe(true);
    const twice = await post(
      '/api/v1/students/give-feedback',
      { mentorId: mentor.id, rating: 1 },
      studentToken,
    );
    expect(twice.json()).toMatchObject({ statusCode: 409, code: 'FEEDBACK_ALREADY_GIVEN' });
    const profile = await subject.app.inject({
      method: 'GET',
      url: `/api/v1/mentors/single-mentor/${mentor.id}`,
    });
    expect(profile.json().data.reviews[0]).toMatchObject({ rating: 5, review: 'Clear plan for biology.' });
    // The card rating is the stored one, moved by the feedback in the same transaction.
    expect(profile.json().data).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it('refuses a rating outside 1 to 5', async () => {
    for (const rating of [0, 6, 2.5]) {
      const response = await post(
        '/api/v1/students/give-feedback',
        { mentorId: mentor.id, rating },
        studentToken,
      );
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the session lists', () => {
  it('shows the student every booking with where the money is, and the mentor each state', async () => {
    const free = await bookFree();
    const refunded = await bookPaid();
    await post('/api/v1/students/cancel-session', { requestId: refunded }, studentToken);
    const active = await bookPaid();
    await accept(active);

    const purchased = await post('/api/v1/students/purchased-sessions?page=1', {}, studentToken);
    const items = purchased.json().data.data as { _id: string; status: string; money: { state: string } }[];
    const byId = new Map(items.map((item) => [item._id, item]));
    expect(byId.get(free)).toMatchObject({ status: 'pending', money: { state: 'free' } });
    expect(byId.get(active)).toMatchObject({ status: 'active', money: { state: 'paid' } });
    expect(byId.get(refunded)).toMatchObject({
      status: 'cancelled',
      money: { state: 'refund_pending', refund: { status: 'pending', amount: 299 } },
    });
    expect(purchased.json().data.pagination).toMatchObject({
      currentPage: 1,
      totalPages: 1,
      totalSessions: 3,
    });

    const requests = await post('/api/v1/mentors/all-sessions-requests?page=1', {}, mentorToken);
    expect(requests.json().data.data.map((item: { _id: string }) => item._id)).toEqual([free]);
    const actives = await post('/api/v1/mentors/all-active-sessions?page=1', {}, mentorToken);
    expect(actives.json().data.data).toHaveLength(1);
    expect(actives.json().data.data[0]).toMatchObject({ _id: active, price: 299, earning: 110 });

    const pastTheEnd = await post('/api/v1/students/purchased-sessions?page=99', {}, studentToken);
    expect(pastTheEnd.json().data.pagination.currentPage).toBe(1);
    expect(pastTheEnd.json().data.data).toHaveLength(3);
  });

  it('searches completed sessions by the student’s exact username or first name, from 4 characters', async () => {
    const meera = await createStudent(subject.database.db, {
      firstName: 'Meera',
      username: `meera${Date.now()}`,
    });
    const kabir = await createStudent(subject.database.db, { firstName: 'Kabir' });
    for (const person of [meera, kabir]) {
      student = person;
      studentToken = await tokenFor(subject, 'student', person.id);
      const id = await bookPaid();
      await accept(id);
      await complete(id);
    }
    const search = async (term: string) => {
      const response = await post(
        '/api/v1/mentors/all-complete-sessions?page=1',
        { search: term },
        mentorToken,
      );
      return (response.json().data.data as { student: { _id: string } }[]).map((row) => row.student._id);
    };
    expect(await search(meera.username)).toEqual([meera.id]);
    expect(await search(meera.username.toUpperCase())).toEqual([meera.id]);
    // Spec part 2 §5: the username or the lower-cased first name, matched exactly.
    expect(await search('Kabir')).toEqual([kabir.id]);
    expect(await search(' meera ')).toEqual([meera.id]);
    expect(await search('Kabi')).toEqual([]);
    expect(await search('zzzzzz')).toEqual([]);
    // Three characters do not filter.
    expect((await search('zzz')).sort()).toEqual([meera.id, kabir.id].sort());
    const summary = await post('/api/v1/mentors/dashboard-summary', {}, mentorToken);
    expect(summary.json().data).toMatchObject({ completeSessions: 2, totalEarnings: 220, wallet: 220 });
  });

  it('refuses another mentor’s id in the body', async () => {
    const other = await createMentor(subject.database.db);
    const response = await post(
      '/api/v1/mentors/all-active-sessions?page=1',
      { mentorId: other.id },
      mentorToken,
    );
    expect(response.json()).toMatchObject({ statusCode: 403, code: 'NOT_YOURS' });
    expect(await mailCount(subject.app, other.email)).toBe(0);
  });
});
