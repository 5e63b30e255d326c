import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DECLINE_REASON_MAX_LENGTH, DECLINE_REASONS, type PackageKind } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bookingCalls } from '../../../test/booking-calls.ts';
import { createAdminAccount, createMentor, createStudent } from '../../../test/factories.ts';
import { createCatalog, tokenFor, type CatalogPackage } from '../../../test/bookings.ts';
import { latestMail, mailCount } from '../../../test/mailbox.ts';
import { bookings, notifications, refunds } from '../../db/schema/index.ts';
import type { JobScheduler, TimedJob } from '../../jobs/job-scheduler.ts';
import { processDueRefunds } from './index.ts';

const DAY = 24 * 60 * 60 * 1000;

const requestedJobs: { job: TimedJob; id: string }[] = [];
const recordingJobs: JobScheduler = {
  async request(job, id) {
    requestedJobs.push({ job, id });
  },
};
/** What reached the realtime hub: the event and the rooms it went to. */
const pushed: { event: string; rooms: string[]; args: unknown[] }[] = [];

let subject: TestApp;
let catalog: Record<PackageKind, CatalogPackage>;

beforeAll(async () => {
  subject = await createTestApp({}, { jobs: recordingJobs });
  subject.context.realtime.attach((rooms, _except, event, args) => pushed.push({ event, rooms, args }));
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
  requestedJobs.length = 0;
  pushed.length = 0;
});

const { post, bookPaid, bookFree, accept } = bookingCalls(() => ({
  subject,
  catalog,
  mentorId: mentor.id,
  studentToken,
  mentorToken,
}));

const decline = (requestId: string, reason?: unknown, token = mentorToken) =>
  post(
    '/api/v1/mentors/decline-sessions-request',
    reason === undefined ? { requestId } : { requestId, reason },
    token,
  );

async function bookingRow(id: string) {
  const [row] = await subject.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error('booking missing');
  return row;
}

async function refundsOf(bookingId: string) {
  return subject.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
}

async function bellOf(role: 'student' | 'mentor', id: string): Promise<string[]> {
  const rows = await subject.database.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.recipientRole, role), eq(notifications.recipientId, id)));
  return rows.map((row) => row.message);
}

async function studentSessions() {
  const response = await post('/api/v1/students/purchased-sessions', {}, studentToken);
  expect(response.statusCode).toBe(200);
  return response.json().data.data as Record<string, unknown>[];
}

const mentorFullName = () => `${mentor.firstName} ${mentor.lastName}`;

describe('a mentor declining a request', () => {
  it('cancels a paid request at once, refunds it in full, tells both sides and pushes the change', async () => {
    const id = await bookPaid();
    const reason = DECLINE_REASONS[0];
    const response = await decline(id, `  ${reason}  `);
    expect(response.json()).toMatchObject({ success: true, message: 'Session request declined' });

    expect(await bookingRow(id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'declined',
      declineReason: reason,
    });
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({ status: 'pending', amountPaise: 29900 });
    expect(requestedJobs).toContainEqual({ job: 'refund', id: refund?.id });
    expect(await processDueRefunds(subject.context, refund?.id)).toBe(1);
    expect((await refundsOf(id))[0]?.status).toBe('processed');

    const studentMail = await latestMail(subject.app, student.email);
    expect(studentMail?.subject).toBe(`Refund processed: ₹299`);
    const declinedMail = (
      await subject.app.inject({
        method: 'GET',
        url: `/api/v1/dev/mailbox?to=${encodeURIComponent(student.email)}`,
      })
    )
      .json()
      .data.find((mail: { subject: string }) => mail.subject.includes('declined'));
    expect(declinedMail.subject).toBe(`${mentorFullName()} declined your request`);
    expect(declinedMail.text).toContain(`Their reason: “${reason}”`);
    expect(declinedMail.text).toContain('refunded in full');
    expect(declinedMail.text).toContain('/search-mentor?category=M3');

    const studentBell = await bellOf('student', student.id);
    expect(studentBell).toContainEqual(expect.stringContaining(`${mentorFullName()} declined your request`));
    expect(studentBell).toContainEqual(expect.stringContaining('Other M3 mentors'));
    const mentorBell = await bellOf('mentor', mentor.id);
    expect(mentorBell).toContainEqual(
      expect.stringContaining(`You declined the request from ${student.firstName} ${student.lastName}`),
    );
    expect((await latestMail(subject.app, mentor.email))?.subject).toContain('Request declined');

    expect(pushed).toContainEqual({
      event: 'bookingChanged',
      rooms: [`user:${student.id}`, `user:${mentor.id}`],
      args: [{ bookingId: id }],
    });

    // The student sees who declined, why, where the money is and which category to look in.
    const [session] = await studentSessions();
    expect(session).toMatchObject({
      status: 'cancelled',
      cancelReason: 'declined',
      declineReason: reason,
      mentor: { category: 'M3' },
      money: { state: 'refunded' },
    });
  });

  it('cancels a free request without a word about money, and the free session can be booked again', async () => {
    const id = await bookFree();
    const response = await decline(id);
    expect(response.statusCode).toBe(200);
    expect(await bookingRow(id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'declined',
      declineReason: null,
    });
    expect(await refundsOf(id)).toHaveLength(0);
    expect(requestedJobs.filter((job) => job.job === 'refund')).toHaveLength(0);

    const mail = await latestMail(subject.app, student.email);
    expect(mail?.subject).toBe(`${mentorFullName()} declined your request`);
    expect(mail?.text).not.toMatch(/refund|payment|₹/i);
    expect(mail?.text).not.toContain('Their reason');
    expect((await bellOf('student', student.id)).join(' ')).not.toMatch(/refund/i);

    // The student never had the session: the free intro with this mentor is theirs to book again.
    const again = await bookFree();
    expect((await bookingRow(again)).status).toBe('pending');
  });

  it('takes a typed reason, treats a blank one as none, and refuses a long one or a control character', async () => {
    const typed = await bookPaid();
    expect((await decline(typed, 'Exam week at college, sorry!')).statusCode).toBe(200);
    expect((await bookingRow(typed)).declineReason).toBe('Exam week at college, sorry!');

    const blank = await bookPaid();
    expect((await decline(blank, '   ')).statusCode).toBe(200);
    expect((await bookingRow(blank)).declineReason).toBeNull();

    const kept = await bookPaid();
    const tooLong = await decline(kept, 'x'.repeat(DECLINE_REASON_MAX_LENGTH + 1));
    expect(tooLong.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(tooLong.json().message).toContain('at most 300 characters');
    const control = await decline(kept, 'busy\u0000');
    expect(control.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    const notText = await decline(kept, 42);
    expect(notText.statusCode).toBe(400);
    expect((await bookingRow(kept)).status).toBe('pending');
    expect((await decline(kept, 'x'.repeat(DECLINE_REASON_MAX_LENGTH))).statusCode).toBe(200);
  });

  it('answers another mentor as if the request did not exist', async () => {
    const id = await bookPaid();
    const other = await createMentor(subject.database.db, { neetScore: 650 });
    const response = await decline(id, undefined, await tokenFor(subject, 'mentor', other.id));
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await bookingRow(id)).status).toBe('pending');
    expect(await refundsOf(id)).toHaveLength(0);
  });

  it('refuses an accepted request with 409, and a second decline too', async () => {
    const accepted = await bookPaid();
    expect((await accept(accepted)).statusCode).toBe(200);
    const late = await decline(accepted);
    expect(late.json()).toMatchObject({
      statusCode: 409,
      code: 'SESSION_STATE_CHANGED',
      message: 'This session is already active.',
    });
    expect((await bookingRow(accepted)).status).toBe('active');

    const declined = await bookPaid();
    expect((await decline(declined)).statusCode).toBe(200);
    const twice = await decline(declined);
    expect(twice.json()).toMatchObject({ statusCode: 409, code: 'SESSION_STATE_CHANGED' });
    expect(await refundsOf(declined)).toHaveLength(1);
    expect(await mailCount(subject.app, mentor.email)).toBe(
      // Two purchases, one acceptance (nothing mailed to the mentor), one decline.
      3,
    );
  });

  it('lets exactly one of an accept and a decline sent together win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await bookPaid();
      const [accepted, declined] = await Promise.all([accept(id), decline(id, DECLINE_REASONS[2])]);
      expect([accepted.statusCode, declined.statusCode].sort()).toEqual([200, 409]);
      const loser = accepted.statusCode === 409 ? accepted : declined;
      expect(loser.json().code).toBe('SESSION_STATE_CHANGED');
      const row = await bookingRow(id);
      if (accepted.statusCode === 200) {
        expect(row.status).toBe('active');
        expect(await refundsOf(id)).toHaveLength(0);
      } else {
        expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'declined' });
        expect(await refundsOf(id)).toHaveLength(1);
      }
    }
  });

  it('treats a request past its deadline as run out, not declined', async () => {
    const id = await bookPaid();
    subject.clock.advance(DAY + 1000);
    mentorToken = await tokenFor(subject, 'mentor', mentor.id);
    const response = await decline(id, DECLINE_REASONS[1]);
    expect(response.json()).toMatchObject({ statusCode: 409, code: 'SESSION_STATE_CHANGED' });
    expect(response.json().message).toContain('expired');
    expect(await bookingRow(id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'timeout',
      declineReason: null,
    });
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it('is the mentor’s call only: students and admins are refused', async () => {
    const id = await bookPaid();
    const asStudent = await decline(id, undefined, studentToken);
    expect(asStudent.statusCode).toBe(403);
    const admin = await createAdminAccount(subject.database.db);
    const asAdmin = await decline(id, undefined, await tokenFor(subject, 'admin', admin.id));
    expect(asAdmin.statusCode).toBe(403);
    const anonymous = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/mentors/decline-sessions-request',
      payload: { requestId: id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await bookingRow(id)).status).toBe('pending');
  });
});
