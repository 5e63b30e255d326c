import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PROOF_REQUIRED_MESSAGE, VALIDATION_MESSAGES, type PackageKind } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bookingCalls } from '../../../test/booking-calls.ts';
import {
  bearer,
  createBooking,
  createCatalog,
  tokenFor,
  type CatalogPackage,
} from '../../../test/bookings.ts';
import { createAdminAccount, createMentor, createStudent } from '../../../test/factories.ts';
import { latestMail, mailCount } from '../../../test/mailbox.ts';
import { bookings, notifications } from '../../db/schema/index.ts';
import { readJoinTimes } from './index.ts';

const MINUTE = 60_000;
const MEET = 'https://meet.google.com/abc-defg-hij';

const pushed: { event: string; rooms: string[] }[] = [];
let subject: TestApp;
let catalog: Record<PackageKind, CatalogPackage>;

beforeAll(async () => {
  subject = await createTestApp();
  subject.context.realtime.attach((rooms, _except, event) => pushed.push({ event, rooms }));
  catalog = await createCatalog(subject.database.db, 'M3');
});
afterAll(() => subject.close());

let mentor: Awaited<ReturnType<typeof createMentor>>;
let student: Awaited<ReturnType<typeof createStudent>>;
let studentToken: string;
let mentorToken: string;
/** The agreed time of the session under test: an hour from the start of the test. */
let agreedAt: Date;

beforeEach(async () => {
  subject.clock.set(new Date());
  mentor = await createMentor(subject.database.db, { neetScore: 650 });
  student = await createStudent(subject.database.db, { language: 'hi' });
  studentToken = await tokenFor(subject, 'student', student.id);
  mentorToken = await tokenFor(subject, 'mentor', mentor.id);
  agreedAt = new Date(subject.clock.now().getTime() + 60 * MINUTE);
  pushed.length = 0;
});

const { post, complete } = bookingCalls(() => ({
  subject,
  catalog,
  mentorId: mentor.id,
  studentToken,
  mentorToken,
}));

/** An accepted session60 of this test's pair, with its agreed time unless told otherwise. */
async function activeSession(options: { agreed?: boolean; status?: 'active' | 'pending' | 'complete' } = {}) {
  const booking = await createBooking(subject.database.db, {
    studentId: student.id,
    mentorId: mentor.id,
    packageId: catalog.session60.id,
    status: options.status ?? 'active',
  });
  if (options.agreed ?? true) {
    await subject.database.db
      .update(bookings)
      .set({ scheduledAt: agreedAt })
      .where(eq(bookings.id, booking.id));
  }
  return booking.id;
}

function setLink(id: string, callUrl: unknown, token = mentorToken) {
  return subject.app.inject({
    method: 'PUT',
    url: `/api/v1/sessions/${id}/call-link`,
    headers: bearer(token),
    payload: { callUrl },
  });
}

function join(id: string, token: string) {
  return subject.app.inject({ method: 'POST', url: `/api/v1/sessions/${id}/join`, headers: bearer(token) });
}

async function bellOf(role: 'student' | 'mentor', id: string): Promise<string[]> {
  const rows = await subject.database.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.recipientRole, role), eq(notifications.recipientId, id)));
  return rows.map((row) => row.message);
}

const at = (minutesFromAgreed: number) =>
  subject.clock.set(new Date(agreedAt.getTime() + minutesFromAgreed * MINUTE));

/** A time the server took from its clock set `minutesFromAgreed` from the agreed time (the clock ticks on). */
const aroundMinute = (minutesFromAgreed: number) =>
  expect.toSatisfy((value: string) => {
    const elapsed = Date.parse(value) - (agreedAt.getTime() + minutesFromAgreed * MINUTE);
    return elapsed >= 0 && elapsed < 5000;
  });

describe('setting the call link', () => {
  it('names a known service, tells both people in their language, and pushes the change', async () => {
    const id = await activeSession();
    const response = await setLink(id, `  ${MEET}  `);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ callUrl: MEET, provider: 'google_meet' });

    const mentorMail = await latestMail(subject.app, mentor.email);
    expect(mentorMail?.subject).toContain('Call link for your session with');
    expect(mentorMail?.text).toContain('now has a Google Meet link');
    expect(mentorMail?.text).toContain(`/join/${id}`);
    expect(mentorMail?.text).not.toContain(MEET);
    const studentMail = await latestMail(subject.app, student.email);
    expect(studentMail?.subject).toContain('कॉल लिंक');
    expect(studentMail?.text).toContain('Google Meet लिंक आ गया है');
    expect(await bellOf('student', student.id)).toContainEqual(expect.stringContaining('Google Meet'));
    expect(await bellOf('mentor', mentor.id)).toContainEqual(expect.stringContaining('Google Meet'));
    expect(pushed).toContainEqual({
      event: 'bookingChanged',
      rooms: [`user:${student.id}`, `user:${mentor.id}`],
    });
  });

  it('tells nobody again when the same link is sent twice, and says "changed" for a new one', async () => {
    const id = await activeSession();
    expect((await setLink(id, MEET)).statusCode).toBe(200);
    const mails = await mailCount(subject.app, student.email);
    const again = await setLink(id, MEET);
    expect(again.statusCode).toBe(200);
    expect(await mailCount(subject.app, student.email)).toBe(mails);

    const zoom = await setLink(id, 'https://us02web.zoom.us/j/123456789?pwd=abc');
    expect(zoom.json().data.provider).toBe('zoom');
    expect((await latestMail(subject.app, mentor.email))?.text).toContain('Zoom link of your');
    expect((await setLink(id, 'https://meet.jit.si/neet-room')).json().data.provider).toBe('jitsi');
    const other = await setLink(id, 'https://calls.example.org/room/1');
    expect(other.json().data.provider).toBe('other');
    expect((await latestMail(subject.app, mentor.email))?.text).toContain('video call link');
  });

  it.each([
    ['an http address', 'http://meet.google.com/abc', VALIDATION_MESSAGES.callUrlInvalid],
    ['no address at all', 'meet google', VALIDATION_MESSAGES.callUrlInvalid],
    ['a script address', 'javascript:alert(1)', VALIDATION_MESSAGES.callUrlInvalid],
    [
      'a user name and password',
      'https://user:secret@meet.example.org/x',
      VALIDATION_MESSAGES.callUrlCredentials,
    ],
    ['501 characters', `https://meet.example.org/${'a'.repeat(476)}`, VALIDATION_MESSAGES.callUrlTooLong],
    ['a number', 42, VALIDATION_MESSAGES.callUrlInvalid],
  ])('refuses %s with 400 and the field message', async (_name, callUrl, message) => {
    const id = await activeSession();
    const response = await setLink(id, callUrl);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toContainEqual(expect.objectContaining({ message }));
    const [row] = await subject.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.callUrl).toBeNull();
  });

  it('accepts an address of exactly 500 characters', async () => {
    const id = await activeSession();
    const response = await setLink(id, `https://meet.example.org/${'a'.repeat(475)}`);
    expect(response.statusCode).toBe(200);
  });

  it('is the mentor’s own accepted session only', async () => {
    const id = await activeSession();
    expect((await setLink(id, MEET, studentToken)).statusCode).toBe(403);
    const otherMentor = await createMentor(subject.database.db, { neetScore: 650 });
    const otherToken = await tokenFor(subject, 'mentor', otherMentor.id);
    expect((await setLink(id, MEET, otherToken)).statusCode).toBe(404);

    const pending = await activeSession({ agreed: false, status: 'pending' });
    expect((await setLink(pending, MEET)).json()).toMatchObject({
      statusCode: 409,
      code: 'SESSION_STATE_CHANGED',
    });
    const completed = await activeSession({ agreed: false, status: 'complete' });
    expect((await setLink(completed, MEET)).statusCode).toBe(409);
  });

  it('cannot change once the session is over', async () => {
    const id = await activeSession();
    at(60 + 120);
    expect((await setLink(id, MEET)).json()).toMatchObject({
      statusCode: 409,
      code: 'SESSION_STATE_CHANGED',
    });
  });
});

describe('joining through the join address', () => {
  it('opens 10 minutes before the agreed time, records the first join of each side and keeps it', async () => {
    const id = await activeSession();
    await setLink(id, MEET);

    at(-11);
    const early = await join(id, studentToken);
    expect(early.statusCode).toBe(200);
    expect(early.json().data).toEqual({
      state: 'not_yet',
      opensAt: new Date(agreedAt.getTime() - 10 * MINUTE).toISOString(),
    });
    expect((await readJoinTimes(subject.database.db, id))?.studentJoinedAt).toBeNull();

    at(-10);
    pushed.length = 0;
    const studentJoin = await join(id, studentToken);
    expect(studentJoin.json().data).toEqual({
      state: 'open',
      callUrl: MEET,
      provider: 'google_meet',
      joinedAt: aroundMinute(-10),
    });
    const firstTime = studentJoin.json().data.joinedAt;
    expect(pushed.map((push) => push.event)).toEqual(['bookingChanged']);

    at(5);
    pushed.length = 0;
    const again = await join(id, studentToken);
    expect(again.json().data.joinedAt).toBe(firstTime);
    expect(pushed).toEqual([]);
    const mentorJoin = await join(id, mentorToken);
    expect(mentorJoin.json().data.joinedAt).toEqual(aroundMinute(5));

    expect(await readJoinTimes(subject.database.db, id)).toEqual({
      studentJoinedAt: firstTime,
      mentorJoinedAt: mentorJoin.json().data.joinedAt,
    });
  });

  it('closes 2 hours after the planned end (the package’s length)', async () => {
    const id = await activeSession();
    await setLink(id, MEET);
    at(60 + 120 - 1);
    expect((await join(id, studentToken)).json().data.state).toBe('open');
    at(60 + 120);
    expect((await join(id, mentorToken)).json().data).toEqual({ state: 'over' });
    expect((await readJoinTimes(subject.database.db, id))?.mentorJoinedAt).toBeNull();
  });

  it('says when there is no link yet, no agreed time, or the session has ended', async () => {
    const noLink = await activeSession();
    at(0);
    expect((await join(noLink, studentToken)).json().data).toEqual({ state: 'no_link' });
    const noTime = await activeSession({ agreed: false });
    expect((await join(noTime, studentToken)).json().data).toEqual({ state: 'no_time' });
    const completed = await activeSession({ status: 'complete' });
    expect((await join(completed, mentorToken)).json().data).toEqual({ state: 'over' });
  });

  it('is the session’s student and mentor only', async () => {
    const id = await activeSession();
    await setLink(id, MEET);
    at(0);
    const otherStudent = await createStudent(subject.database.db);
    expect((await join(id, await tokenFor(subject, 'student', otherStudent.id))).statusCode).toBe(404);
    const otherMentor = await createMentor(subject.database.db, { neetScore: 650 });
    expect((await join(id, await tokenFor(subject, 'mentor', otherMentor.id))).statusCode).toBe(404);
    const admin = await createAdminAccount(subject.database.db);
    expect((await join(id, await tokenFor(subject, 'admin', admin.id))).statusCode).toBe(403);
    expect(
      (await subject.app.inject({ method: 'POST', url: `/api/v1/sessions/${id}/join` })).statusCode,
    ).toBe(401);
    const badId = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/not-an-id/join',
      headers: bearer(studentToken),
    });
    expect(badId.statusCode).toBe(400);
    expect(await readJoinTimes(subject.database.db, id)).toEqual({
      studentJoinedAt: null,
      mentorJoinedAt: null,
    });
  });
});

describe('join times in the session views', () => {
  it('shows the service, the window and who joined to the student, the mentor and the admin', async () => {
    const id = await activeSession();
    await setLink(id, MEET);
    at(-2);
    await join(id, studentToken);

    const studentList = await post('/api/v1/students/purchased-sessions', {}, studentToken);
    const mine = studentList.json().data.data.find((row: { _id: string }) => row._id === id);
    const expected = {
      provider: 'google_meet',
      opensAt: new Date(agreedAt.getTime() - 10 * MINUTE).toISOString(),
      closesAt: new Date(agreedAt.getTime() + 180 * MINUTE).toISOString(),
      joins: { studentJoinedAt: aroundMinute(-2), mentorJoinedAt: null },
    };
    expect(mine.call).toEqual(expected);
    expect(mine).not.toHaveProperty('callUrl');

    const mentorList = await post('/api/v1/mentors/all-active-sessions', {}, mentorToken);
    const theirs = mentorList.json().data.data.find((row: { _id: string }) => row._id === id);
    expect(theirs).toMatchObject({ callUrl: MEET, call: expected });

    const admin = await createAdminAccount(subject.database.db);
    const adminList = await post(
      '/api/v1/admin/total-active-sessions',
      {},
      await tokenFor(subject, 'admin', admin.id),
    );
    const row = adminList.json().data.data.find((item: { _id: string }) => item._id === id);
    expect(row).toMatchObject({ scheduledAt: agreedAt.toISOString(), joins: expected.joins });
  });
});

describe('both joined: evidence for completion', () => {
  it('lets the mentor complete without a proof picture once both joined, not before', async () => {
    const id = await activeSession();
    await setLink(id, MEET);
    at(0);
    await join(id, studentToken);
    at(30);
    const withoutProof = await complete(id, false);
    expect(withoutProof.statusCode).toBe(400);
    expect(withoutProof.json().message).toBe(PROOF_REQUIRED_MESSAGE);

    await join(id, mentorToken);
    at(60);
    const completed = await complete(id, false);
    expect(completed.statusCode).toBe(200);
    const [row] = await subject.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'complete', proofImageKey: null });
  });

  it('still takes a proof picture when both joined', async () => {
    const id = await activeSession();
    await setLink(id, MEET);
    at(0);
    await join(id, studentToken);
    await join(id, mentorToken);
    at(60);
    expect((await complete(id, true)).statusCode).toBe(200);
    const [row] = await subject.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.proofImageKey).toMatch(/^session-proofs\//);
  });
});
