import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PackageKind } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bookingCalls } from '../../../test/booking-calls.ts';
import { createCatalog, tokenFor, type CatalogPackage } from '../../../test/bookings.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import { nextClientAddress } from '../../../test/authorization-matrix.ts';
import { bornYearsAgo, setDateOfBirth } from '../../../test/guardians.ts';
import { latestCode } from '../../../test/mailbox.ts';
import { multipart } from '../../../test/multipart.ts';
import { studentGuardians, students } from '../../db/schema/index.ts';

/**
 * A guardian's copy: a student under 18 adds a parent's e-mail, confirmed by a code sent there; the
 * confirmed guardian gets copies of the receipt, the agreed time and a recap, never before confirmation.
 */
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

let subject: TestApp;
let catalog: Record<PackageKind, CatalogPackage>;
let mentor: Awaited<ReturnType<typeof createMentor>>;
let student: Awaited<ReturnType<typeof createStudent>>;
let studentToken: string;
let mentorToken: string;
let guardian: string;
let counter = 0;

beforeAll(async () => {
  subject = await createTestApp();
  catalog = await createCatalog(subject.database.db, 'M3');
});
afterAll(() => subject.close());

beforeEach(async () => {
  counter += 1;
  mentor = await createMentor(subject.database.db, { neetScore: 650 });
  student = await createStudent(subject.database.db, { firstName: 'Asha', lastName: 'Verma' });
  guardian = `parent-${counter}-${student.id.slice(0, 8)}@example.test`;
  await signInAgain();
  await setDateOfBirth(subject, student.id, bornYearsAgo(subject, 15));
});

async function signInAgain() {
  studentToken = await tokenFor(subject, 'student', student.id);
  mentorToken = await tokenFor(subject, 'mentor', mentor.id);
}

const { post, bookPaid, complete } = bookingCalls(() => ({
  subject,
  catalog,
  mentorId: mentor.id,
  studentToken,
  mentorToken,
}));

/** From a client address of its own each time: the per-client limits are tested with the other mail routes. */
const fromNewClient = (url: string, payload: Record<string, unknown>) =>
  subject.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${studentToken}` },
    remoteAddress: nextClientAddress(),
  });
const addGuardian = (email = guardian) =>
  fromNewClient('/api/v1/students/guardian', { studentId: student.id, email });
const confirm = (code: string) =>
  fromNewClient('/api/v1/students/guardian/confirm', { studentId: student.id, code });
const remove = () => post('/api/v1/students/guardian/remove', { studentId: student.id }, studentToken);

interface Mail {
  subject: string;
  text: string;
}

async function mailboxOf(address: string): Promise<Mail[]> {
  const response = await subject.app.inject({
    method: 'GET',
    url: `/api/v1/dev/mailbox?to=${encodeURIComponent(address)}`,
  });
  return response.json().data as Mail[];
}

async function confirmedGuardian(): Promise<void> {
  expect((await addGuardian()).statusCode).toBe(200);
  expect((await confirm(await latestCode(subject.app, guardian))).statusCode).toBe(200);
}

async function details() {
  const response = await post('/api/v1/students/student-details', { id: student.id }, studentToken);
  return response.json().data;
}

/** A wrong code: the right one with its last digit changed. */
const wrongOf = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

describe('adding and confirming a guardian', () => {
  it('mails a code to the guardian and confirms with it; the profile shows the guardian', async () => {
    const added = await addGuardian();
    expect(added.json()).toMatchObject({ statusCode: 200, data: { email: guardian, confirmed: false } });
    const [mail] = await mailboxOf(guardian);
    expect(mail?.subject).toContain("Asha Verma's guardian");
    expect(mail?.text).toMatch(/valid for 30 minutes/);
    const [row] = await subject.database.db
      .select({ codeHash: studentGuardians.codeHash })
      .from(studentGuardians)
      .where(eq(studentGuardians.studentId, student.id));
    const code = await latestCode(subject.app, guardian);
    expect(row?.codeHash).not.toContain(code);

    expect((await details()).guardian).toEqual({ email: guardian, confirmed: false });
    const confirmed = await confirm(code);
    expect(confirmed.json()).toMatchObject({ statusCode: 200, data: { email: guardian, confirmed: true } });
    // Confirming twice is harmless.
    expect((await confirm(code)).statusCode).toBe(200);
    expect((await details()).guardian).toEqual({ email: guardian, confirmed: true });
  });

  it('counts wrong codes and uses the code up after five', async () => {
    await addGuardian();
    const code = await latestCode(subject.app, guardian);
    const first = await confirm(wrongOf(code));
    expect(first.json()).toMatchObject({ statusCode: 400, code: 'INVALID_CODE', message: /4 tries left/ });
    for (let i = 0; i < 4; i += 1) await confirm(wrongOf(code));
    const usedUp = await confirm(code);
    expect(usedUp.json()).toMatchObject({ code: 'INVALID_CODE', message: /Too many wrong codes/ });
    expect((await details()).guardian.confirmed).toBe(false);
  });

  it('lets the code expire after 30 minutes; adding again sends a fresh one', async () => {
    await addGuardian();
    const code = await latestCode(subject.app, guardian);
    subject.clock.advance(30 * MINUTE);
    await signInAgain();
    expect((await confirm(code)).json()).toMatchObject({ code: 'INVALID_CODE', message: /expired/ });

    await addGuardian();
    const fresh = await latestCode(subject.app, guardian);
    expect((await confirm(fresh)).json().data).toEqual({ email: guardian, confirmed: true });
  });

  it('is refused for a student of 18 or without a date of birth, and for the student’s own address', async () => {
    await setDateOfBirth(subject, student.id, bornYearsAgo(subject, 18));
    expect((await addGuardian()).json()).toMatchObject({ statusCode: 409, code: 'GUARDIAN_NOT_NEEDED' });
    await setDateOfBirth(subject, student.id, null);
    expect((await addGuardian()).json()).toMatchObject({ statusCode: 409, code: 'GUARDIAN_NOT_NEEDED' });
    await setDateOfBirth(subject, student.id, bornYearsAgo(subject, 15));
    expect((await addGuardian(student.email)).statusCode).toBe(400);
    expect((await addGuardian('not-an-address')).statusCode).toBe(400);
    expect((await mailboxOf(guardian)).length).toBe(0);
  });

  it('keeps one guardian: another address replaces an unconfirmed one, not a confirmed one', async () => {
    await addGuardian('first-' + guardian);
    await confirmedGuardian();
    expect((await addGuardian('other-' + guardian)).json()).toMatchObject({
      statusCode: 409,
      code: 'GUARDIAN_EXISTS',
    });
    expect((await details()).guardian).toEqual({ email: guardian, confirmed: true });
  });
});

describe('removing a guardian', () => {
  it('is refused under 18 and allowed from the 18th birthday (clock moved)', async () => {
    await confirmedGuardian();
    const refused = await remove();
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      code: 'GUARDIAN_KEPT_UNTIL_18',
      message: 'Your parent or guardian can be removed once you turn 18.',
    });
    await setDateOfBirth(subject, student.id, bornYearsAgo(subject, 18));
    const allowed = await remove();
    expect(allowed.statusCode).toBe(200);
    expect((await details()).guardian).toBeNull();
    // Removing again is harmless.
    expect((await remove()).statusCode).toBe(200);
  });

  it('becomes possible when the clock reaches the birthday', async () => {
    // 17 years and 364 days old: a day short of 18 in India.
    const today = bornYearsAgo(subject, 18);
    const tomorrow = new Date(`${today}T12:00:00+05:30`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    await setDateOfBirth(subject, student.id, tomorrow.toISOString().slice(0, 10));
    await confirmedGuardian();
    expect((await remove()).json().code).toBe('GUARDIAN_KEPT_UNTIL_18');
    subject.clock.advance(24 * HOUR);
    await signInAgain();
    expect((await remove()).statusCode).toBe(200);
  });

  it('lets an unconfirmed guardian go at any age', async () => {
    await addGuardian();
    expect((await remove()).statusCode).toBe(200);
    expect((await details()).guardian).toBeNull();
  });
});

describe("the guardian's copies", () => {
  async function agreeTime(bookingId: string, at: Date) {
    const offered = await post(
      `/api/v1/message/propose-times/${student.id}`,
      { bookingId, slots: [at.toISOString()] },
      mentorToken,
    );
    expect(offered.statusCode).toBe(200);
    const chosen = await post(
      '/api/v1/message/choose-time',
      { proposalId: offered.json().data.proposal._id, slot: at.toISOString() },
      studentToken,
    );
    expect(chosen.statusCode).toBe(200);
  }

  function hoursAhead(hours: number): Date {
    const at = new Date(subject.clock.now().getTime() + hours * HOUR);
    at.setUTCMinutes(30, 0, 0);
    return at;
  }

  async function throughCompletion(chat?: string) {
    const id = await bookPaid();
    expect(
      (await post('/api/v1/mentors/accept-sessions-request', { requestId: id }, mentorToken)).statusCode,
    ).toBe(200);
    if (chat) {
      const sent = await post(`/api/v1/message/send/${mentor.id}`, { message: chat }, studentToken);
      expect(sent.statusCode).toBe(200);
    }
    const at = hoursAhead(30);
    await agreeTime(id, at);
    subject.clock.set(at);
    await signInAgain();
    expect((await complete(id)).statusCode).toBe(200);
  }

  it('sends the receipt, the agreed time and a recap to a confirmed guardian, without chat contents', async () => {
    await confirmedGuardian();
    const before = (await mailboxOf(guardian)).length;
    await throughCompletion('my secret worry');
    const copies = (await mailboxOf(guardian)).slice(0, -before || undefined).reverse();
    const mentorName = `${mentor.firstName} ${mentor.lastName}`;
    expect(copies.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Receipt for Asha Verma: ₹[\d,.]+ for /),
      expect.stringContaining(`Asha Verma's session with ${mentorName}`),
      `Asha Verma completed a session with ${mentorName}`,
    ]);
    expect(copies[2]?.text).toContain(
      `Asha Verma completed 60-Minute Mentorship Session with mentor ${mentorName}`,
    );
    for (const mail of copies) {
      expect(mail.text).not.toContain('secret worry');
      expect(mail.text).toContain('parent or guardian of Asha Verma');
    }
  });

  it('writes the copies in the student’s language', async () => {
    await subject.database.db.update(students).set({ language: 'hi' }).where(eq(students.id, student.id));
    await confirmedGuardian();
    await bookPaid();
    const [receipt] = await mailboxOf(guardian);
    expect(receipt?.subject).toMatch(/^Asha Verma की रसीद/);
  });

  it('sends nothing to a guardian who has not confirmed', async () => {
    await addGuardian();
    await throughCompletion();
    expect((await mailboxOf(guardian)).map((mail) => mail.subject)).toHaveLength(1);
  });
});

describe('date of birth in the profile', () => {
  const update = (fields: Parameters<typeof multipart>[0]) => {
    const body = multipart(fields);
    return subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/student-update-details',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${studentToken}` },
    });
  };
  const fields = (dateOfBirth: string) => ({
    firstName: 'Asha',
    lastName: 'Verma',
    email: student.email,
    username: student.username,
    studentId: student.id,
    dateOfBirth,
  });

  it('saves a real day giving an age of 10 to 100, and refuses others with a field message', async () => {
    const saved = await update(fields('2010-02-28'));
    expect(saved.json()).toMatchObject({ statusCode: 200, data: { dateOfBirth: '2010-02-28' } });
    const notADay = await update(fields('2010-02-30'));
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().data.errors[0].path).toBe('dateOfBirth');
    const tooYoung = await update(fields(bornYearsAgo(subject, 9)));
    expect(tooYoung.json()).toMatchObject({ statusCode: 400, data: { errors: [{ path: 'dateOfBirth' }] } });
    expect((await details()).dateOfBirth).toBe('2010-02-28');
  });

  it('does not change while a guardian is confirmed', async () => {
    await confirmedGuardian();
    const refused = await update(fields(bornYearsAgo(subject, 19)));
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      code: 'DATE_OF_BIRTH_LOCKED',
      message: /cannot change while a parent/,
    });
  });
});
