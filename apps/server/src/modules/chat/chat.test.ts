import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_MESSAGE_MAX_LENGTH, type PackageKind } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import {
  bearer,
  createBooking,
  createCatalog,
  tokenFor,
  type CatalogPackage,
} from '../../../test/bookings.ts';
import { latestMail } from '../../../test/mailbox.ts';
import { bookings, messages } from '../../db/schema/index.ts';
import type { JobScheduler, TimedJob } from '../../jobs/job-scheduler.ts';
import { remindUpcomingSessions } from './index.ts';

const requested: { job: TimedJob; id: string; runAt: Date | undefined }[] = [];
const jobs: JobScheduler = {
  async request(job, id, runAt) {
    requested.push({ job, id, runAt });
  },
};

let subject: TestApp;
let catalog: Record<PackageKind, CatalogPackage>;

beforeAll(async () => {
  subject = await createTestApp({}, { jobs });
  catalog = await createCatalog(subject.database.db, 'M3');
});
afterAll(() => subject.close());

interface Side {
  id: string;
  token: string;
  email: string;
}
let student: Side;
let mentor: Side;
let bookingId: string;

beforeEach(async () => {
  const db = subject.database.db;
  const studentRow = await createStudent(db);
  const mentorRow = await createMentor(db, { neetScore: 650 });
  student = {
    id: studentRow.id,
    email: studentRow.email,
    token: await tokenFor(subject, 'student', studentRow.id),
  };
  mentor = {
    id: mentorRow.id,
    email: mentorRow.email,
    token: await tokenFor(subject, 'mentor', mentorRow.id),
  };
  const booking = await createBooking(db, {
    studentId: student.id,
    mentorId: mentor.id,
    packageId: catalog.session60.id,
    status: 'active',
  });
  bookingId = booking.id;
});

let client = 0;
function send(from: Side, to: Side, message: string, extra: Record<string, unknown> = {}) {
  client += 1;
  return subject.app.inject({
    method: 'POST',
    url: `/api/v1/message/send/${to.id}`,
    headers: bearer(from.token),
    payload: { message, ...extra },
    // A client address of its own, so the per-client send limit does not stand in the way of long histories.
    remoteAddress: `10.9.${client >> 8}.${client & 255}`,
  });
}

function history(reader: Side, partner: Side, query = '') {
  return subject.app.inject({
    method: 'GET',
    url: `/api/v1/message/${partner.id}${query}`,
    headers: bearer(reader.token),
  });
}

function post(from: Side, url: string, payload: Record<string, unknown> = {}) {
  return subject.app.inject({ method: 'POST', url, headers: bearer(from.token), payload });
}

/**
 * Waits until this many statements of the test database wait for a lock, asking on the given connection
 * (the pool may have none to spare while they wait).
 */
async function waitForLockWaiters(connection: PoolClient, count: number): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    // Inside a transaction the activity view is a snapshot: clear it to see the waiting as they come.
    await connection.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await connection.query<{ waiting: number }>(
      "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if ((rows[0]?.waiting ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} statements waiting for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('sending and reading messages', () => {
  it('delivers both ways while the session is active, in order', async () => {
    expect((await send(student, mentor, 'Hello! When are you free?')).statusCode).toBe(200);
    expect((await send(mentor, student, 'Tomorrow at 6 pm works.')).statusCode).toBe(200);
    const seenByStudent = (await history(student, mentor)).json().data as {
      message: string;
      senderId: string;
    }[];
    expect(seenByStudent.map((entry) => entry.message)).toEqual([
      'Hello! When are you free?',
      'Tomorrow at 6 pm works.',
    ]);
    expect(seenByStudent[1]?.senderId).toBe(mentor.id);
  });

  it('stores a resend with the same client id once', async () => {
    const first = await send(student, mentor, 'Are you there?', { clientMessageId: 'client-abc-12345' });
    const again = await send(student, mentor, 'Are you there?', { clientMessageId: 'client-abc-12345' });
    expect(again.json().data._id).toBe(first.json().data._id);
    const rows = await subject.database.db.select().from(messages).where(eq(messages.senderId, student.id));
    expect(rows).toHaveLength(1);
  });

  it('answers both of two sends with the same client id made at the same moment', async () => {
    // A resend racing the original (the first answer lost, the outbox retrying). The pair's conversation is
    // being made by another transaction, so both sends start, take their snapshot and wait; then one stores,
    // and the other (its snapshot older than that row) must answer the stored message, not "closed".
    const blocker = await subject.database.db.$client.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query(
        'INSERT INTO conversations (student_id, mentor_id, created_at) VALUES ($1, $2, now())',
        [student.id, mentor.id],
      );
      const sends = Promise.all([
        send(student, mentor, 'Are you still there?', { clientMessageId: 'client-race-12345' }),
        send(student, mentor, 'Are you still there?', { clientMessageId: 'client-race-12345' }),
      ]);
      await waitForLockWaiters(blocker, 2);
      await blocker.query('COMMIT');
      const [first, second] = await sends;
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.json().data._id).toBe(first.json().data._id);
    } finally {
      blocker.release();
    }
    const rows = await subject.database.db.select().from(messages).where(eq(messages.senderId, student.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an empty message and one beyond the limit, with a clear message', async () => {
    const empty = await send(student, mentor, '   ');
    expect(empty.json()).toMatchObject({ statusCode: 400, message: 'Please type a message.' });
    const long = await send(student, mentor, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
    expect(long.json()).toMatchObject({
      statusCode: 400,
      message: `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
    });
  });

  it('closes sending when the session is completed, and keeps the history readable', async () => {
    await send(student, mentor, 'Thank you for the plan!');
    await subject.database.db
      .update(bookings)
      .set({ status: 'complete', completedAt: new Date() })
      .where(eq(bookings.id, bookingId));
    const closed = await send(student, mentor, 'One more question');
    expect(closed.json()).toMatchObject({ statusCode: 403, code: 'CHAT_CLOSED' });
    expect((await history(student, mentor)).json().data).toHaveLength(1);
    const conversations = await post(student, '/api/v1/message/all-conversations-students');
    expect(conversations.json().data[0]).toMatchObject({ _id: mentor.id, canSend: false });
  });

  it('keeps strangers out: no conversation, no sending or reading, without an accepted session', async () => {
    const stranger = await createStudent(subject.database.db);
    const strangerSide = {
      id: stranger.id,
      email: stranger.email,
      token: await tokenFor(subject, 'student', stranger.id),
    };
    expect((await send(strangerSide, mentor, 'Hi')).json()).toMatchObject({
      statusCode: 403,
      code: 'NOT_YOURS',
    });
    expect((await history(strangerSide, mentor)).statusCode).toBe(403);
    const details = await post(strangerSide, '/api/v1/message/searched-user-details-mentors', {
      searchedUserId: mentor.id,
    });
    expect(details.statusCode).toBe(403);
    // A pending request is not yet a conversation either.
    await createBooking(subject.database.db, {
      studentId: stranger.id,
      mentorId: mentor.id,
      packageId: catalog.session60.id,
      status: 'pending',
    });
    expect((await send(strangerSide, mentor, 'Hi')).statusCode).toBe(403);
  });

  it('refuses a sender id that is not the caller', async () => {
    const response = await send(student, mentor, 'Hi', { senderId: mentor.id });
    expect(response.json()).toMatchObject({ statusCode: 403, code: 'NOT_YOURS' });
  });

  it('marks read only what the reader received, and lists unread counts and the last message', async () => {
    await send(student, mentor, 'First');
    await send(student, mentor, 'Second');
    await send(mentor, student, 'Reply');
    const before = await post(mentor, '/api/v1/message/all-conversations');
    expect(before.json().data[0]).toMatchObject({
      _id: student.id,
      unreadCount: 2,
      canSend: true,
      lastMessage: { message: 'Reply', receiverId: student.id, read: false, kind: 'text', proposal: null },
    });
    expect((await post(mentor, `/api/v1/message/read-message/${student.id}`)).statusCode).toBe(200);
    const rows = await subject.database.db.select().from(messages).where(eq(messages.receiverId, mentor.id));
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
    const sentByMentor = await subject.database.db
      .select()
      .from(messages)
      .where(eq(messages.senderId, mentor.id));
    expect(sentByMentor.every((row) => row.readAt === null)).toBe(true);
    const after = await post(mentor, '/api/v1/message/all-conversations');
    expect(after.json().data[0].unreadCount).toBe(0);
  });

  it('pages a long history, newest page first, older pages before a message', async () => {
    const total = CHAT_HISTORY_PAGE_SIZE + 5;
    for (let index = 1; index <= total; index += 1) {
      await send(index % 2 ? student : mentor, index % 2 ? mentor : student, `message ${index}`);
    }
    const latest = (await history(student, mentor)).json().data as { _id: string; message: string }[];
    expect(latest).toHaveLength(CHAT_HISTORY_PAGE_SIZE);
    expect(latest.at(-1)?.message).toBe(`message ${total}`);
    expect(latest[0]?.message).toBe('message 6');
    const older = (await history(student, mentor, `?before=${latest[0]?._id}`)).json().data as {
      message: string;
    }[];
    expect(older.map((entry) => entry.message)).toEqual([1, 2, 3, 4, 5].map((index) => `message ${index}`));

    // Data saver: pages of 20, the latest first, then the 20 before.
    const saver = (await history(student, mentor, '?limit=20')).json().data as {
      _id: string;
      message: string;
    }[];
    expect(saver.map((entry) => entry.message)).toEqual(
      Array.from({ length: 20 }, (_, index) => `message ${total - 19 + index}`),
    );
    const saverOlder = (await history(student, mentor, `?before=${saver[0]?._id}&limit=20`)).json().data as {
      message: string;
    }[];
    expect(saverOlder.map((entry) => entry.message)).toEqual(
      Array.from({ length: 20 }, (_, index) => `message ${total - 39 + index}`),
    );
  });

  it('describes the other participant to each side', async () => {
    const forStudent = await post(student, '/api/v1/message/searched-user-details-mentors', {
      searchedUserId: mentor.id,
    });
    expect(forStudent.json().data).toMatchObject({ canSend: true });
    expect(forStudent.json().data.mentorId).toMatch(/^mentor/);
    const forMentor = await post(mentor, '/api/v1/message/searched-user-details', {
      searchedUserId: student.id,
    });
    expect(forMentor.json().data.username).toMatch(/^student/);
    expect(JSON.stringify(forMentor.json().data)).not.toContain('@');
  });
});

describe('agreeing on a time in the chat', () => {
  const inDays = (days: number, hour: number) => {
    const base = new Date(subject.clock.now().getTime() + days * 86_400_000);
    base.setUTCHours(hour, 30, 0, 0);
    return base.toISOString();
  };

  it('lets the mentor offer up to three times, the student pick one, and both get a calendar invitation', async () => {
    requested.length = 0;
    const slots = [inDays(2, 12), inDays(3, 13), inDays(4, 14)];
    const offered = await post(mentor, `/api/v1/message/propose-times/${student.id}`, { bookingId, slots });
    expect(offered.statusCode).toBe(200);
    const proposal = offered.json().data.proposal as { _id: string; slots: string[]; status: string };
    expect(proposal.slots).toEqual(slots);
    expect(proposal.status).toBe('open');
    // The list names the offer by kind and times, for each reader to word in their own language.
    const listed = await post(student, '/api/v1/message/all-conversations-students');
    expect(listed.json().data[0].lastMessage).toMatchObject({
      kind: 'proposal',
      proposal: { _id: proposal._id, slots, status: 'open', chosenSlot: null },
    });

    // The mentor cannot pick their own offer; a time not offered is refused.
    expect(
      (await post(mentor, '/api/v1/message/choose-time', { proposalId: proposal._id, slot: slots[0] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(student, '/api/v1/message/choose-time', { proposalId: proposal._id, slot: inDays(5, 9) }))
        .statusCode,
    ).toBe(400);

    const chosen = await post(student, '/api/v1/message/choose-time', {
      proposalId: proposal._id,
      slot: slots[1],
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toMatchObject({
      kind: 'scheduled',
      proposal: { status: 'accepted', chosenSlot: slots[1] },
    });
    const [row] = await subject.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.scheduledAt?.toISOString()).toBe(slots[1]);
    const agreed = await post(mentor, '/api/v1/message/all-conversations');
    expect(agreed.json().data[0].lastMessage).toMatchObject({
      kind: 'scheduled',
      proposal: { _id: proposal._id, status: 'accepted', chosenSlot: slots[1] },
    });
    for (const email of [student.email, mentor.email]) {
      const mail = await latestMail(subject.app, email);
      expect(mail?.subject).toContain('Session time agreed');
      const calendar = (mail as { calendar?: string } | undefined)?.calendar ?? '';
      expect(calendar).toContain('BEGIN:VEVENT');
      expect(calendar).toContain('DTSTART;TZID=Asia/Kolkata:');
      expect(calendar).toContain(`UID:session-${bookingId}@`);
    }
    expect(requested.at(-1)).toEqual({
      job: 'session-reminder',
      id: bookingId,
      runAt: new Date(new Date(slots[1] ?? '').getTime() - 60 * 60 * 1000),
    });
    // The agreed time shows on both sides' session tables.
    const studentList = await post(student, '/api/v1/students/purchased-sessions?page=1');
    expect(studentList.json().data.data[0].scheduledAt).toBe(slots[1]);
    const mentorList = await post(mentor, '/api/v1/mentors/all-active-sessions?page=1');
    expect(mentorList.json().data.data[0].scheduledAt).toBe(slots[1]);
    // Answered once: a second choice of the same offer is refused.
    const twice = await post(student, '/api/v1/message/choose-time', {
      proposalId: proposal._id,
      slot: slots[0],
    });
    expect(twice.json()).toMatchObject({ statusCode: 409, code: 'SESSION_STATE_CHANGED' });
  });

  it('lets either side propose a new time, which replaces the open offer', async () => {
    const first = await post(mentor, `/api/v1/message/propose-times/${student.id}`, {
      bookingId,
      slots: [inDays(2, 10)],
    });
    const counter = await post(student, `/api/v1/message/propose-times/${mentor.id}`, {
      bookingId,
      slots: [inDays(3, 11), inDays(3, 15)],
    });
    expect(counter.statusCode).toBe(200);
    const replaced = await post(student, '/api/v1/message/choose-time', {
      proposalId: first.json().data.proposal._id,
      slot: inDays(2, 10),
    });
    expect(replaced.json().code).toBe('SESSION_STATE_CHANGED');
    const accepted = await post(mentor, '/api/v1/message/choose-time', {
      proposalId: counter.json().data.proposal._id,
      slot: inDays(3, 15),
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses times in the past, too far ahead, or more than three', async () => {
    const past = await post(mentor, `/api/v1/message/propose-times/${student.id}`, {
      bookingId,
      slots: [new Date(subject.clock.now().getTime() - 3_600_000).toISOString()],
    });
    expect(past.statusCode).toBe(400);
    const far = await post(mentor, `/api/v1/message/propose-times/${student.id}`, {
      bookingId,
      slots: [inDays(90, 10)],
    });
    expect(far.statusCode).toBe(400);
    const many = await post(mentor, `/api/v1/message/propose-times/${student.id}`, {
      bookingId,
      slots: [inDays(2, 9), inDays(2, 10), inDays(2, 11), inDays(2, 12)],
    });
    expect(many.statusCode).toBe(400);
  });

  it('reminds both sides an hour before the agreed time, once', async () => {
    const slot = inDays(2, 12);
    const offered = await post(mentor, `/api/v1/message/propose-times/${student.id}`, {
      bookingId,
      slots: [slot],
    });
    await post(student, '/api/v1/message/choose-time', {
      proposalId: offered.json().data.proposal._id,
      slot,
    });
    const untilReminder = new Date(slot).getTime() - 60 * 60 * 1000 - subject.clock.now().getTime();
    subject.clock.advance(untilReminder - 60_000);
    await remindUpcomingSessions(subject.context);
    expect((await latestMail(subject.app, student.email))?.subject).not.toContain('Reminder');
    subject.clock.advance(60_000);
    await remindUpcomingSessions(subject.context);
    expect((await latestMail(subject.app, student.email))?.subject).toContain('Reminder');
    expect((await latestMail(subject.app, mentor.email))?.subject).toContain('Reminder');
    await remindUpcomingSessions(subject.context);
    const [row] = await subject.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.scheduleReminderSentAt).not.toBeNull();
  });
});
