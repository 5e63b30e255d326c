import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatIstDateTime, type PackageKind } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bookingCalls } from '../../../test/booking-calls.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import { createCatalog, tokenFor, type CatalogPackage } from '../../../test/bookings.ts';
import { bookings, notifications, platformSettings, walletLedger } from '../../db/schema/index.ts';
import { completeBooking } from './bookings.repository.ts';
import { remindIfWaiting, sweepDeadlines } from './session-lifecycle.service.ts';

/**
 * Completing not before the agreed time, what the mentor hears about ratings and credits, free requests
 * that never speak of refunds, and people named by their full name.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let subject: TestApp;
let catalog: Record<PackageKind, CatalogPackage>;

beforeAll(async () => {
  subject = await createTestApp();
  catalog = await createCatalog(subject.database.db, 'M3');
});
afterAll(() => subject.close());

let mentor: Awaited<ReturnType<typeof createMentor>>;
let student: Awaited<ReturnType<typeof createStudent>>;
let studentToken: string;
let mentorToken: string;

beforeEach(async () => {
  mentor = await createMentor(subject.database.db, { neetScore: 650 });
  student = await createStudent(subject.database.db, { firstName: 'Asha', lastName: 'Verma' });
  await signInAgain();
});

/** Tokens last 12 hours: after moving the clock, both people sign in again. */
async function signInAgain() {
  studentToken = await tokenFor(subject, 'student', student.id);
  mentorToken = await tokenFor(subject, 'mentor', mentor.id);
}

const mentorName = () => `${mentor.firstName} ${mentor.lastName}`;

const { post, bookPaid, bookFree, complete } = bookingCalls(() => ({
  subject,
  catalog,
  mentorId: mentor.id,
  studentToken,
  mentorToken,
}));

async function acceptedBooking(): Promise<string> {
  const id = await bookPaid();
  expect(
    (await post('/api/v1/mentors/accept-sessions-request', { requestId: id }, mentorToken)).statusCode,
  ).toBe(200);
  return id;
}

/** The mentor offers one time in the chat and the student picks it: the session's agreed time. */
async function agreeTime(bookingId: string, at: Date): Promise<void> {
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

interface Mail {
  subject: string;
  text: string;
  calendar: string | null;
}

/** Every mail captured for an address, newest first. */
async function mailboxOf(address: string): Promise<Mail[]> {
  const response = await subject.app.inject({
    method: 'GET',
    url: `/api/v1/dev/mailbox?to=${encodeURIComponent(address)}`,
  });
  return response.json().data as Mail[];
}

async function bellOf(recipientId: string): Promise<string[]> {
  const rows = await subject.database.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId));
  return rows.map((row) => row.message);
}

async function ledgerOf(mentorId: string) {
  return subject.database.db.select().from(walletLedger).where(eq(walletLedger.mentorId, mentorId));
}

async function statusOf(id: string) {
  const [row] = await subject.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row?.status;
}

/** A whole hour a day or more ahead, as offered times are. */
function hoursAhead(hours: number): Date {
  const at = new Date(subject.clock.now().getTime() + hours * HOUR);
  at.setUTCMinutes(30, 0, 0);
  return at;
}

describe('completing a session with an agreed time', () => {
  it('is refused before that time, naming it, with nothing credited; allowed once it has come', async () => {
    const id = await acceptedBooking();
    const at = hoursAhead(30);
    await agreeTime(id, at);

    const early = await complete(id);
    expect(early.json()).toMatchObject({
      statusCode: 409,
      code: 'SESSION_LOCKED',
      message: `This session is agreed for ${formatIstDateTime(at)} (India time): you can mark it complete once that time has passed.`,
    });
    // Refused before the proof is even looked at: without one, the answer is the same.
    expect((await complete(id, false)).json().code).toBe('SESSION_LOCKED');
    expect(await statusOf(id)).toBe('active');
    expect(await ledgerOf(mentor.id)).toHaveLength(0);

    subject.clock.set(new Date(at.getTime() - 1000));
    await signInAgain();
    expect((await complete(id)).json().code).toBe('SESSION_LOCKED');

    subject.clock.set(at);
    await signInAgain();
    expect((await complete(id)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('complete');
    expect(await ledgerOf(mentor.id)).toMatchObject([{ kind: 'earning', amountPaise: 11000 }]);
  });

  it('is refused by the conditional update itself when a time ahead was agreed after the check', async () => {
    const id = await acceptedBooking();
    await agreeTime(id, hoursAhead(30));
    const completed = await completeBooking(subject.database.db, {
      id,
      mentorId: mentor.id,
      now: subject.clock.now(),
      proofImageKey: 'session-proofs/raced.webp',
    });
    expect(completed).toBeUndefined();
    expect(await statusOf(id)).toBe('active');
  });

  it('stays possible at any time without an agreed time', async () => {
    const id = await acceptedBooking();
    expect((await complete(id)).statusCode).toBe(200);
  });
});

describe('what the mentor hears', () => {
  it('is told of a rating with the stars and the start of the review, in the bell and by e-mail', async () => {
    const id = await acceptedBooking();
    await complete(id);
    const review = `Clear plan for biology and physics. ${'She explained every doubt patiently. '.repeat(6)}`;
    const rated = await post(
      '/api/v1/students/give-feedback',
      { mentorId: mentor.id, rating: 4, review },
      studentToken,
    );
    expect(rated.statusCode).toBe(200);

    const bell = (await bellOf(mentor.id)).filter((message) => message.includes('rated'));
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatch(
      /^Asha Verma rated your 60-Minute Mentorship Session 4 out of 5 stars: “Clear plan for biology and physics\. She explained .*…”$/,
    );
    // An excerpt, not the whole review.
    expect(bell[0]?.length).toBeLessThan(review.length + 20);

    const [mail] = (await mailboxOf(mentor.email)).filter((entry) => entry.subject.includes('rated you'));
    expect(mail?.subject).toBe('Asha Verma rated you 4 out of 5 stars');
    expect(mail?.text).toContain(`Hi ${mentorName()},`);
    expect(mail?.text).toContain('Their review: “Clear plan for biology and physics.');
  });

  it('is told of a rating without a review', async () => {
    const id = await acceptedBooking();
    await complete(id);
    await post('/api/v1/students/give-feedback', { mentorId: mentor.id, rating: 5 }, studentToken);
    expect(await bellOf(mentor.id)).toContain(
      'Asha Verma rated your 60-Minute Mentorship Session 5 out of 5 stars.',
    );
    const [mail] = await mailboxOf(mentor.email);
    expect(mail?.text).toContain('They did not write a review.');
  });

  it('is told of each credit with the exact amount and the session; the referrer of its reward', async () => {
    // The referral programme opened a minute ago.
    await subject.database.db
      .insert(platformSettings)
      .values({ id: 1, referralsAvailableFrom: new Date(subject.clock.now().getTime() - 60_000) })
      .onConflictDoNothing();
    const referrer = await createMentor(subject.database.db, { neetScore: 700 });
    student = await createStudent(subject.database.db, {
      firstName: 'Asha',
      lastName: 'Verma',
      referredByMentorId: referrer.id,
    });
    await signInAgain();
    const id = await acceptedBooking();
    expect((await complete(id)).statusCode).toBe(200);

    const credited = '₹110 was added to your wallet for your 60-Minute Mentorship Session with Asha Verma.';
    expect((await bellOf(mentor.id)).filter((message) => message === credited)).toHaveLength(1);
    const [mail] = (await mailboxOf(mentor.email)).filter(
      (entry) => entry.subject === '₹110 added to your wallet',
    );
    expect(mail?.text).toContain(credited);

    expect(await bellOf(referrer.id)).toEqual([
      '₹30 referral reward was added to your wallet: Asha Verma completed their first paid session (60-Minute Mentorship Session).',
    ]);
    const referrerMail = await mailboxOf(referrer.email);
    expect(referrerMail.map((entry) => entry.subject)).toEqual(['₹30 referral reward added to your wallet']);
    expect(referrerMail[0]?.text).toContain(`Hi ${referrer.firstName} ${referrer.lastName},`);

    // The second completed session credits the earning again, and no second reward.
    const second = await acceptedBooking();
    await complete(second);
    expect((await bellOf(mentor.id)).filter((message) => message === credited)).toHaveLength(2);
    expect(await bellOf(referrer.id)).toHaveLength(1);
  });

  it('hears nothing of a credit when completing is refused', async () => {
    const id = await acceptedBooking();
    await agreeTime(id, hoursAhead(30));
    await complete(id);
    expect((await bellOf(mentor.id)).filter((message) => message.includes('wallet'))).toEqual([]);
  });
});

describe('a free request', () => {
  it('never speaks of refunds: not when it is made, reminded or left to expire', async () => {
    const id = await bookFree();
    subject.clock.advance(20 * HOUR);
    expect(await remindIfWaiting(subject.context, id)).toBe(true);
    subject.clock.advance(4 * HOUR + 1000);
    await sweepDeadlines(subject.context);
    expect(await statusOf(id)).toBe('cancelled');

    const texts = [
      ...(await mailboxOf(mentor.email)).map((mail) => `${mail.subject}\n${mail.text}`),
      ...(await mailboxOf(student.email)).map((mail) => `${mail.subject}\n${mail.text}`),
      ...(await bellOf(mentor.id)),
      ...(await bellOf(student.id)),
    ];
    // A request, a reminder and the cancellation for the mentor; a confirmation and the cancellation for the student.
    expect(texts).toHaveLength(10);
    for (const text of texts) expect(text).not.toMatch(/refund/i);
  });

  it('still tells the mentor of a paid request that the student is refunded if it is not accepted', async () => {
    await bookPaid();
    const [request] = await mailboxOf(mentor.email);
    expect(request?.text).toContain(
      'A request not accepted within 24 hours is cancelled and the student is refunded in full.',
    );
  });
});

describe('people are named by their full name', () => {
  it('in the booking notices, both ways', async () => {
    await bookPaid();
    const [request] = await mailboxOf(mentor.email);
    expect(request?.text).toContain(`Hi ${mentorName()},`);
    expect(request?.text).toContain('Asha Verma booked 60-Minute Mentorship Session with you.');
    expect(await bellOf(mentor.id)).toEqual([
      expect.stringMatching(/^New session request from Asha Verma for 60-Minute Mentorship Session\./),
    ]);
    const [receipt] = await mailboxOf(student.email);
    expect(receipt?.text).toContain('Hi Asha Verma,');
    expect(receipt?.text).toContain(`with ${mentorName()}`);
  });

  it('in the agreed-time e-mails and their calendar invitation', async () => {
    const id = await acceptedBooking();
    const at = hoursAhead(30);
    await agreeTime(id, at);
    const [toMentor] = await mailboxOf(mentor.email);
    expect(toMentor?.text).toContain(`Hi ${mentorName()},`);
    expect(toMentor?.text).toContain('with Asha Verma is on');
    const [toStudent] = await mailboxOf(student.email);
    expect(toStudent?.text).toContain('Hi Asha Verma,');
    expect(toStudent?.text).toContain(`with ${mentorName()} is on`);
    // Folded lines of the invitation joined again before reading it.
    const calendar = (toStudent?.calendar ?? '').replace(/\r\n /g, '');
    expect(calendar).toContain(`SUMMARY:60-Minute Mentorship Session: ${mentorName()} and Asha Verma`);
    expect(calendar).toContain(`ATTENDEE;CN=Asha Verma;`);
    expect(calendar).toContain(`ATTENDEE;CN=${mentorName()};`);
    expect(await bellOf(mentor.id)).toContain(
      `Your 60-Minute Mentorship Session with Asha Verma is set for ${formatIstDateTime(at)} (India time).`,
    );
  });

  it('in the password reset e-mail', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/forgot-password',
      payload: { email: student.email },
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await mailboxOf(student.email);
    expect(mail?.subject).toContain('Reset your');
    expect(mail?.text).toContain('Hi Asha Verma,');
  });
});

describe('the monthly lock and an agreed time together', () => {
  it('keeps the monthly lock’s own message while it lasts', async () => {
    const id = await bookPaid('monthly');
    await post('/api/v1/mentors/accept-sessions-request', { requestId: id }, mentorToken);
    subject.clock.advance(DAY);
    await signInAgain();
    const response = await complete(id);
    expect(response.json()).toMatchObject({ statusCode: 409, code: 'SESSION_LOCKED' });
    expect(response.json().message).toContain('30 days');
  });
});
