import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PackageKind } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signedInAdmin } from '../../../test/admin.ts';
import { bookingCalls } from '../../../test/booking-calls.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import { bearer, createCatalog, tokenFor, type CatalogPackage } from '../../../test/bookings.ts';
import {
  auditLog,
  bookings,
  earningHolds,
  notifications,
  platformSettings,
  refunds,
  walletLedger,
} from '../../db/schema/index.ts';
import { processDueRefunds, releaseDueEarnings } from './index.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** What the test catalog's free intro earns the mentor (₹35). */
const INTRO_EARNING_PAISE = 3500;

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

/** The mentor's referral programme opens at `from` (null: no date set, so it is not open). */
async function openReferralsAt(from: Date | null) {
  await subject.database.db
    .insert(platformSettings)
    .values({ id: 1, referralsAvailableFrom: from })
    .onConflictDoUpdate({ target: platformSettings.id, set: { referralsAvailableFrom: from } });
}

/** A fresh student (referred by `referrer` when given), signed in as the booking's student. */
async function useStudent(referrer?: { id: string }) {
  student = await createStudent(subject.database.db, referrer ? { referredByMentorId: referrer.id } : {});
  studentToken = await tokenFor(subject, 'student', student.id);
}

beforeEach(async () => {
  await openReferralsAt(null);
  mentor = await createMentor(subject.database.db, { neetScore: 650 });
  mentorToken = await tokenFor(subject, 'mentor', mentor.id);
  await useStudent();
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

const ledgerOf = (mentorId: string) =>
  subject.database.db.select().from(walletLedger).where(eq(walletLedger.mentorId, mentorId));

async function holdOf(bookingId: string) {
  const [row] = await subject.database.db
    .select()
    .from(earningHolds)
    .where(eq(earningHolds.bookingId, bookingId));
  return row;
}

async function completedFreeSession(): Promise<string> {
  const id = await bookFree();
  expect((await accept(id)).statusCode).toBe(200);
  expect((await complete(id)).statusCode).toBe(200);
  return id;
}

async function completedPaidSession(): Promise<string> {
  const id = await bookPaid();
  expect((await accept(id)).statusCode).toBe(200);
  expect((await complete(id)).statusCode).toBe(200);
  return id;
}

const confirm = (requestId: string) => post('/api/v1/students/confirm-session', { requestId }, studentToken);
const report = (requestId: string, reason = 'The mentor never joined the call.', kind = 'did_not_happen') =>
  post('/api/v1/students/report-session-problem', { requestId, kind, reason }, studentToken);

async function mentorSummary() {
  const response = await post('/api/v1/mentors/dashboard-summary', {}, mentorToken);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function sessionCheckOf(bookingId: string) {
  const response = await subject.app.inject({
    method: 'POST',
    url: '/api/v1/students/purchased-sessions?page=1',
    headers: bearer(studentToken),
    payload: {},
  });
  const sessions = response.json().data.data as { _id: string; sessionCheck: unknown }[];
  return sessions.find((session) => session._id === bookingId)?.sessionCheck;
}

describe('a free session’s earning', () => {
  it('pays nothing to a mentor farming with throwaway students: no reward, the earning held', async () => {
    await openReferralsAt(new Date(subject.clock.now().getTime() - DAY));
    const ids: string[] = [];
    for (let throwaway = 0; throwaway < 3; throwaway += 1) {
      await useStudent(mentor);
      ids.push(await completedFreeSession());
    }
    expect(await ledgerOf(mentor.id)).toEqual([]);
    for (const id of ids) expect(await holdOf(id)).toMatchObject({ status: 'held', amountPaise: 3500 });
    const first = await holdOf(ids[0] ?? '');
    const [booking] = await subject.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, ids[0] ?? ''));
    expect(first?.releaseAt.getTime()).toBe((booking?.completedAt?.getTime() ?? 0) + 2 * DAY);
    expect(await mentorSummary()).toMatchObject({
      wallet: 0,
      totalEarnings: 0,
      onHold: 105,
      onHoldUntil: first?.releaseAt.toISOString(),
      onHoldReported: 0,
    });
    // The last throwaway student is the one signed in: asked whether their session took place.
    const last = ids[2] ?? '';
    expect(await sessionCheckOf(last)).toEqual({
      state: 'asked',
      answerBy: (await holdOf(last))?.releaseAt.toISOString(),
      decision: null,
    });
  });

  it('is released once when the student confirms, however often they press Yes', async () => {
    const id = await completedFreeSession();
    const [first, second] = await Promise.all([confirm(id), confirm(id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await confirm(id).then((response) => response.statusCode)).toBe(200);
    const ledger = await ledgerOf(mentor.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'earning', amountPaise: INTRO_EARNING_PAISE, bookingId: id });
    expect(await holdOf(id)).toMatchObject({ status: 'released', resolvedBy: 'student' });
    expect(await mentorSummary()).toMatchObject({ wallet: 35, onHold: 0, onHoldUntil: null });
    expect(await sessionCheckOf(id)).toMatchObject({ state: 'confirmed' });

    subject.clock.advance(2 * DAY);
    await signInAgain();
    await releaseDueEarnings(subject.context);
    expect(await ledgerOf(mentor.id)).toHaveLength(1);
  });

  it('is released once by the sweep 48 hours after completion', async () => {
    const id = await completedFreeSession();
    subject.clock.advance(2 * DAY - MINUTE);
    // (Earlier tests' holds fall due in the same database: only this mentor's money is looked at.)
    await releaseDueEarnings(subject.context);
    expect(await holdOf(id)).toMatchObject({ status: 'held' });
    expect(await ledgerOf(mentor.id)).toEqual([]);

    subject.clock.advance(MINUTE);
    // Two sweeps at once (two instances): one credit.
    await Promise.all([releaseDueEarnings(subject.context), releaseDueEarnings(subject.context)]);
    await releaseDueEarnings(subject.context);
    const ledger = await ledgerOf(mentor.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'earning', amountPaise: INTRO_EARNING_PAISE });
    expect(await holdOf(id)).toMatchObject({ status: 'released', resolvedBy: 'timeout' });

    // Too late to answer now: the answer is settled.
    await signInAgain();
    const late = await confirm(id);
    expect(late.json()).toMatchObject({ statusCode: 409, code: 'SESSION_STATE_CHANGED' });
    expect(await sessionCheckOf(id)).toMatchObject({ state: 'closed' });
  });

  it('stays held when the student reports a problem, until an admin releases it', async () => {
    const id = await completedFreeSession();
    const reported = await report(id);
    expect(reported.statusCode).toBe(200);
    expect(await holdOf(id)).toMatchObject({
      status: 'reported',
      problemReason: 'The mentor never joined the call.',
    });
    // Confirming after reporting changes nothing: our team decides now.
    expect((await confirm(id)).json()).toMatchObject({ statusCode: 409 });

    subject.clock.advance(3 * DAY);
    await signInAgain();
    await releaseDueEarnings(subject.context);
    expect(await ledgerOf(mentor.id)).toEqual([]);
    expect(await mentorSummary()).toMatchObject({
      wallet: 0,
      onHold: 35,
      onHoldReported: 1,
      onHoldUntil: null,
    });
    expect(await sessionCheckOf(id)).toMatchObject({ state: 'reported' });

    const admin = await signedInAdmin(subject);
    const list = await subject.app.inject({
      method: 'GET',
      url: '/api/v1/admin/reported-sessions',
      headers: bearer(admin.token),
    });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ _id: id, amount: 35, reason: 'The mentor never joined the call.' }),
    );
    const resolve = (decision: string) =>
      post('/api/v1/admin/resolve-held-earning', { requestId: id, decision }, admin.token);
    expect((await resolve('release')).statusCode).toBe(200);
    expect((await resolve('release')).json()).toMatchObject({ statusCode: 409 });
    expect((await resolve('cancel')).json()).toMatchObject({ statusCode: 409 });
    expect(await ledgerOf(mentor.id)).toHaveLength(1);
    const entries = await subject.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.map((entry) => entry.action)).toEqual(['held-earning.release']);
  });

  it('is never credited when an admin cancels a reported one', async () => {
    const id = await completedFreeSession();
    await report(id);
    const admin = await signedInAdmin(subject);
    const cancelled = await post(
      '/api/v1/admin/resolve-held-earning',
      { requestId: id, decision: 'cancel' },
      admin.token,
    );
    expect(cancelled.statusCode).toBe(200);
    subject.clock.advance(3 * DAY);
    await signInAgain();
    await releaseDueEarnings(subject.context);
    expect(await ledgerOf(mentor.id)).toEqual([]);
    expect(await mentorSummary()).toMatchObject({ wallet: 0, onHold: 0 });
  });

  it('answers another student as if the session did not exist, and a paid session has nothing to confirm but may be reported', async () => {
    const id = await completedFreeSession();
    const owner = student;
    await useStudent();
    expect((await confirm(id)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await report(id)).json()).toMatchObject({ statusCode: 404 });
    student = owner;
    await signInAgain();
    const paid = await completedPaidSession();
    expect((await confirm(paid)).json()).toMatchObject({ statusCode: 409 });
    expect(await sessionCheckOf(paid)).toMatchObject({ state: 'reportable', decision: null });
    expect(await holdOf(id)).toMatchObject({ status: 'held' });
  });
});

describe('a paid session’s dispute', () => {
  const bookingRow = async (id: string) => {
    const [row] = await subject.database.db.select().from(bookings).where(eq(bookings.id, id));
    if (!row) throw new Error('no booking');
    return row;
  };
  const sumOf = (rows: { amountPaise: number }[]) => rows.reduce((total, row) => total + row.amountPaise, 0);
  const resolve = (requestId: string, decision: 'release' | 'cancel', token: string) =>
    post('/api/v1/admin/resolve-held-earning', { requestId, decision }, token);
  /** Everything the person was notified of, one line each. */
  const noticesTo = async (recipientId: string) => {
    const rows = await subject.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.recipientId, recipientId));
    return rows.map((row) => row.message).join('\n');
  };

  it('holds the credited earning back when the student reports within 48 hours, and tells both', async () => {
    const id = await completedPaidSession();
    const { mentorEarningPaise } = await bookingRow(id);
    expect(sumOf(await ledgerOf(mentor.id))).toBe(mentorEarningPaise);
    expect(await sessionCheckOf(id)).toMatchObject({ state: 'reportable', decision: null });

    subject.clock.advance(47 * HOUR);
    await signInAgain();
    const [first, second] = await Promise.all([
      report(id, 'We spoke for ten minutes of the hour.', 'too_short'),
      report(id, 'We spoke for ten minutes of the hour.', 'too_short'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const ledger = await ledgerOf(mentor.id);
    expect(ledger.map((entry) => [entry.kind, entry.amountPaise])).toEqual(
      expect.arrayContaining([
        ['earning', mentorEarningPaise],
        ['dispute_hold', -mentorEarningPaise],
      ]),
    );
    expect(sumOf(ledger)).toBe(0);
    expect(await holdOf(id)).toMatchObject({
      status: 'reported',
      credited: true,
      problemKind: 'too_short',
      amountPaise: mentorEarningPaise,
    });
    expect(await mentorSummary()).toMatchObject({ wallet: 0, onHold: mentorEarningPaise / 100 });
    expect(await sessionCheckOf(id)).toMatchObject({ state: 'reported' });
    const mentorNotices = await noticesTo(mentor.id);
    expect(mentorNotices.match(/reported a problem/g)).toHaveLength(1);
    expect(mentorNotices).toMatch(
      /reported a problem with your .*: the session was too short\. .* is on hold/,
    );
    expect(await noticesTo(student.id)).toMatch(/We received your report/);
  });

  it('refuses a report once the 48 hours have passed, changing nothing', async () => {
    const id = await completedPaidSession();
    subject.clock.advance(48 * HOUR + MINUTE);
    await signInAgain();
    expect((await report(id)).json()).toMatchObject({ statusCode: 409, code: 'REPORT_WINDOW_CLOSED' });
    expect(await holdOf(id)).toBeUndefined();
    expect((await ledgerOf(mentor.id)).map((entry) => entry.kind)).toEqual(['earning']);
    expect(await sessionCheckOf(id)).toBeNull();
  });

  it('gives the earning back once when an admin releases it, audited and told to both', async () => {
    const id = await completedPaidSession();
    const { mentorEarningPaise } = await bookingRow(id);
    await report(id);
    const admin = await signedInAdmin(subject);
    const [first, second] = await Promise.all([
      resolve(id, 'release', admin.token),
      resolve(id, 'release', admin.token),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const ledger = await ledgerOf(mentor.id);
    expect(ledger.map((entry) => entry.kind).sort()).toEqual(['dispute_hold', 'dispute_release', 'earning']);
    expect(sumOf(ledger)).toBe(mentorEarningPaise);
    expect(await mentorSummary()).toMatchObject({ wallet: mentorEarningPaise / 100, onHold: 0 });
    expect(await sessionCheckOf(id)).toMatchObject({ state: 'closed', decision: 'release' });
    const [entry] = await subject.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({ action: 'held-earning.release' });
    expect(await noticesTo(mentor.id)).toMatch(/found the session took place/);
    expect(await noticesTo(student.id)).toMatch(/no refund is made/);
  });

  it('refunds the student in full through the provider when an admin cancels, the credit staying reversed', async () => {
    const id = await completedPaidSession();
    const { mentorEarningPaise, pricePaise } = await bookingRow(id);
    expect(pricePaise).toBeGreaterThan(0);
    await report(id);
    const admin = await signedInAdmin(subject);
    expect((await resolve(id, 'cancel', admin.token)).statusCode).toBe(200);
    const [refund] = await subject.database.db.select().from(refunds).where(eq(refunds.bookingId, id));
    expect(refund).toMatchObject({ amountPaise: pricePaise });
    expect(await processDueRefunds(subject.context, refund?.id)).toBe(1);
    const [processed] = await subject.database.db.select().from(refunds).where(eq(refunds.bookingId, id));
    expect(processed?.status).toBe('processed');
    expect(sumOf(await ledgerOf(mentor.id))).toBe(0);
    expect(await holdOf(id)).toMatchObject({ status: 'cancelled', resolvedBy: 'admin' });
    expect(await mentorSummary()).toMatchObject({ wallet: 0, onHold: 0 });
    expect(await sessionCheckOf(id)).toMatchObject({ state: 'closed', decision: 'cancel' });
    const [entry] = await subject.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({ action: 'held-earning.cancel' });
    expect(entry?.details).toMatchObject({ amountPaise: mentorEarningPaise, refundPaise: pricePaise });
    expect(await noticesTo(student.id)).toMatch(
      /agreed with you\. Your payment of .* is being refunded in full/,
    );
  });

  it('shows an admin the evidence side by side: agreed time, offers, conversation and proof', async () => {
    const id = await bookPaid();
    expect((await accept(id)).statusCode).toBe(200);
    const slot = new Date(subject.clock.now().getTime() + DAY);
    slot.setUTCSeconds(0, 0);
    slot.setUTCMinutes(30);
    const offered = await post(
      `/api/v1/message/propose-times/${student.id}`,
      { bookingId: id, slots: [slot.toISOString()] },
      mentorToken,
    );
    expect(offered.statusCode).toBe(200);
    const proposalId = offered.json().data.proposal._id as string;
    expect(
      (await post('/api/v1/message/choose-time', { proposalId, slot: slot.toISOString() }, studentToken))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          `/api/v1/message/send/${mentor.id}`,
          { message: 'See you at the time we agreed.' },
          studentToken,
        )
      ).statusCode,
    ).toBe(200);
    const linked = await subject.app.inject({
      method: 'PUT',
      url: `/api/v1/sessions/${id}/call-link`,
      headers: bearer(mentorToken),
      payload: { callUrl: 'https://meet.google.com/abc-defg-hij' },
    });
    expect(linked.statusCode).toBe(200);
    // The student joins through the session's join address five minutes before the agreed time.
    subject.clock.advance(slot.getTime() - 5 * MINUTE - subject.clock.now().getTime());
    await signInAgain();
    const joinedFrom = subject.clock.now().getTime();
    const joined = await post(`/api/v1/sessions/${id}/join`, {}, studentToken);
    expect(joined.json().data).toMatchObject({ state: 'open' });
    const joinedBy = subject.clock.now().getTime();
    subject.clock.advance(2 * HOUR);
    await signInAgain();
    expect((await complete(id)).statusCode).toBe(200);
    await report(id, 'The mentor left after ten minutes.', 'too_short');

    const admin = await signedInAdmin(subject);
    const url = `/api/v1/admin/reported-sessions/${id}/evidence`;
    const response = await subject.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    const evidence = response.json().data;
    expect(evidence.session).toMatchObject({
      _id: id,
      paid: true,
      problemKind: 'too_short',
      reason: 'The mentor left after ten minutes.',
    });
    expect(evidence.scheduledAt).toBe(slot.toISOString());
    expect(evidence.joins.mentorJoinedAt).toBeNull();
    const studentJoinedAt = Date.parse(evidence.joins.studentJoinedAt);
    expect(studentJoinedAt).toBeGreaterThanOrEqual(joinedFrom);
    expect(studentJoinedAt).toBeLessThanOrEqual(joinedBy);
    expect(evidence.proposals).toEqual([
      expect.objectContaining({
        proposedBy: 'mentor',
        slots: [slot.toISOString()],
        status: 'accepted',
        chosenSlot: slot.toISOString(),
      }),
    ]);
    expect(evidence.messages.at(-1)).toMatchObject({
      from: 'student',
      kind: 'text',
      text: 'See you at the time we agreed.',
    });
    expect(evidence.messages.map((message: { kind: string }) => message.kind)).toContain('proposal');
    expect(evidence.session.imageOfProof).toBe(`/api/v1/bookings/${id}/proof`);

    const forMentor = await subject.app.inject({ method: 'GET', url, headers: bearer(mentorToken) });
    expect(forMentor.statusCode).toBe(403);
    const unreported = await completedPaidSession();
    const missing = await subject.app.inject({
      method: 'GET',
      url: `/api/v1/admin/reported-sessions/${unreported}/evidence`,
      headers: bearer(admin.token),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the referral reward', () => {
  it('gives nothing for a session completed before the programme opens', async () => {
    const referrer = await createMentor(subject.database.db, { neetScore: 700 });
    await useStudent(referrer);
    await completedPaidSession();
    await openReferralsAt(new Date(subject.clock.now().getTime() + DAY));
    await useStudent(referrer);
    await completedPaidSession();
    expect(await ledgerOf(referrer.id)).toEqual([]);
  });

  it('gives ₹30 once for the referred student’s first paid session after opening, never for a free one', async () => {
    await openReferralsAt(new Date(subject.clock.now().getTime() - MINUTE));
    const referrer = await createMentor(subject.database.db, { neetScore: 700 });
    await useStudent(referrer);
    await completedFreeSession();
    expect(await ledgerOf(referrer.id)).toEqual([]);
    await completedPaidSession();
    await completedPaidSession();
    const rewards = await ledgerOf(referrer.id);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ kind: 'referral_reward', amountPaise: 3000 });
  });
});

describe('a mentor’s referral code at sign-up', () => {
  let client = 0;
  const signUp = (referralCode: string) => {
    client += 1;
    return subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/create-account',
      remoteAddress: `198.51.100.${client}`,
      payload: {
        firstName: 'Riya',
        lastName: 'Shah',
        email: `riya.${client}.${student.id.slice(0, 8)}@example.com`,
        password: 'Strong@123',
        confirmPassword: 'Strong@123',
        referralCode,
        check: true,
      },
    });
  };

  it('is refused, saying when it opens, until the programme is open', async () => {
    const owner = await createMentor(subject.database.db, { referralCode: 'FARMCODE1' });
    const early = await signUp('farmcode1');
    expect(early.json()).toMatchObject({
      statusCode: 400,
      message: 'Mentor referral codes cannot be used yet.',
    });
    await openReferralsAt(new Date('2099-05-01T00:00:00+05:30'));
    expect((await signUp('FARMCODE1')).json()).toMatchObject({
      statusCode: 400,
      message: 'Mentor referral codes can be used from 01 May 2099.',
    });
    await openReferralsAt(new Date(subject.clock.now().getTime() - MINUTE));
    const open = await signUp('FARMCODE1');
    expect(open.statusCode).toBe(200);
    expect(owner.referralCode).toBe('FARMCODE1');
  });
});
