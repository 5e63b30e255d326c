import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackageKind } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { postJson, signedInAdmin, type SignedInAdmin } from '../../../test/admin.ts';
import {
  checkoutAnswer,
  createBooking,
  createCatalog,
  tokenFor,
  type CatalogPackage,
} from '../../../test/bookings.ts';
import { createFeedback, createMentor, createStudent } from '../../../test/factories.ts';
import { latestMail } from '../../../test/mailbox.ts';
import {
  auditLog,
  bookings,
  customReferralCodes,
  mentors,
  notifications,
  orders,
  refunds,
  students,
  walletLedger,
} from '../../db/schema/index.ts';
import { processDueRefunds } from '../bookings/index.ts';

let subject: TestApp;
let admin: SignedInAdmin;
let catalog: Record<PackageKind, CatalogPackage>;

beforeAll(async () => {
  subject = await createTestApp();
  admin = await signedInAdmin(subject);
  catalog = await createCatalog(subject.database.db, 'M3');
});
afterAll(() => subject.close());

const db = () => subject.database.db;
const post = (url: string, payload?: unknown, token = admin.token) => postJson(subject, url, payload, token);

/** A captured payment written directly (checkout has tests of its own). */
async function paidOrder(values: {
  mentorId: string;
  studentId?: string;
  amountPaise: number;
  paidAt: Date;
  purpose?: 'booking' | 'mentor_fee';
}) {
  const [row] = await db()
    .insert(orders)
    .values({
      purpose: values.purpose ?? 'booking',
      mentorId: values.mentorId,
      studentId: values.studentId ?? null,
      packageId: values.purpose === 'mentor_fee' ? null : catalog.session60.id,
      amountPaise: values.amountPaise,
      provider: 'sandbox',
      providerOrderId: `order_${randomBytes(8).toString('hex')}`,
      status: 'paid',
      paymentId: `pay_${randomBytes(8).toString('hex')}`,
      paidAt: values.paidAt,
    })
    .returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

/** A cancelled paid booking with its refund in the given state. */
async function refundedBooking(values: {
  mentorId: string;
  studentId: string;
  amountPaise: number;
  status: 'pending' | 'processed';
  at: Date;
}) {
  const order = await paidOrder({ ...values, paidAt: values.at });
  const booking = await createBooking(db(), {
    studentId: values.studentId,
    mentorId: values.mentorId,
    packageId: catalog.session60.id,
    status: 'cancelled',
    pricePaise: values.amountPaise,
    purchasedAt: values.at,
  });
  await db().update(bookings).set({ orderId: order.id }).where(eq(bookings.id, booking.id));
  await db()
    .insert(refunds)
    .values({
      bookingId: booking.id,
      orderId: order.id,
      amountPaise: values.amountPaise,
      status: values.status,
      processedAt: values.status === 'processed' ? values.at : null,
      providerRefundId: values.status === 'processed' ? `rfnd_${randomBytes(6).toString('hex')}` : null,
    });
  return booking;
}

describe('dashboard-data', () => {
  it('equals the sums and counts computed independently from the rows', async () => {
    const at = new Date();
    const mentor = await createMentor(db());
    await createMentor(db(), { applicationStatus: 'pending', approvedAt: null });
    await createMentor(db(), { applicationStatus: 'rejected', approvedAt: null, rejectedAt: at });
    await createMentor(db(), { isActive: false });
    const [organisation] = await db()
      .insert(customReferralCodes)
      .values({ organisationName: 'Bright Coaching', code: 'BRIGHT' })
      .returning();
    const referred = await createStudent(db(), { referredByMentorId: mentor.id });
    await createStudent(db(), { customReferralId: organisation?.id ?? null });
    await createStudent(db(), { referredByMentorId: mentor.id, emailVerifiedAt: null });
    const plain = await createStudent(db(), { number: null });
    for (const status of ['pending', 'pending', 'active', 'complete', 'complete', 'complete'] as const) {
      await createBooking(db(), {
        studentId: plain.id,
        mentorId: mentor.id,
        packageId: catalog.session60.id,
        status,
      });
    }
    await paidOrder({ mentorId: mentor.id, studentId: referred.id, amountPaise: 29_900, paidAt: at });
    await paidOrder({ mentorId: mentor.id, amountPaise: 14_900, paidAt: at, purpose: 'mentor_fee' });
    await refundedBooking({
      mentorId: mentor.id,
      studentId: plain.id,
      amountPaise: 19_900,
      status: 'processed',
      at,
    });
    // A refund still on its way has not left the platform's revenue yet.
    await refundedBooking({
      mentorId: mentor.id,
      studentId: plain.id,
      amountPaise: 9_900,
      status: 'pending',
      at,
    });
    await db()
      .insert(walletLedger)
      .values([
        {
          mentorId: mentor.id,
          kind: 'earning',
          amountPaise: 11_000,
          sourceKey: `test:${randomBytes(4).toString('hex')}`,
        },
        {
          mentorId: mentor.id,
          kind: 'referral_reward',
          amountPaise: 3_000,
          sourceKey: `test:${randomBytes(4).toString('hex')}`,
        },
      ]);

    const response = await post('/api/v1/admin/dashboard-data', { adminId: admin.id });
    expect(response.statusCode).toBe(200);

    const allOrders = await db().select().from(orders);
    const allRefunds = await db().select().from(refunds);
    const allBookings = await db().select().from(bookings);
    const allMentors = await db().select().from(mentors);
    const allStudents = await db().select().from(students);
    const ledger = await db().select().from(walletLedger);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const countStatus = (status: string) => allBookings.filter((row) => row.status === status).length;
    const verified = allStudents.filter((row) => row.emailVerifiedAt !== null);
    expect(response.json().data).toEqual({
      totalRevenue:
        (sum(allOrders.filter((row) => row.status === 'paid').map((row) => row.amountPaise)) -
          sum(
            allRefunds
              .filter((row) => row.status === 'processed' && row.paymentId === null)
              .map((row) => row.amountPaise),
          )) /
        100,
      totalPendingSessions: countStatus('pending'),
      totalActiveSessions: countStatus('active'),
      totalNoOfSessions: countStatus('complete'),
      totalMentors: allMentors.filter((row) => row.applicationStatus === 'approved').length,
      totalStudents: verified.length,
      totalWalletAmount: sum(ledger.map((row) => row.amountPaise)) / 100,
      totalReferred: verified.filter((row) => row.referredByMentorId || row.customReferralId).length,
    });
    // The arranged rows, by hand: four payments captured, one refund processed (the pending one still counts).
    expect(response.json().data).toMatchObject({
      totalRevenue: 299 + 149 + 199 + 99 - 199,
      totalReferred: 2,
    });
  });

  it('refuses another admin’s id, a student and a mentor', async () => {
    const other = await signedInAdmin(subject);
    expect((await post('/api/v1/admin/dashboard-data', { adminId: other.id })).json().code).toBe('NOT_YOURS');
    const student = await createStudent(db());
    const mentor = await createMentor(db());
    expect(
      (await post('/api/v1/admin/dashboard-data', {}, await tokenFor(subject, 'student', student.id)))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('/api/v1/admin/dashboard-data', {}, await tokenFor(subject, 'mentor', mentor.id)))
        .statusCode,
    ).toBe(403);
    expect((await postJson(subject, '/api/v1/admin/dashboard-data', {})).statusCode).toBe(401);
  });
});

describe('dashboard-charts', () => {
  it('sums revenue and counts bookings per India week for the last 12 weeks', async () => {
    // Wednesday 9 July 2031, India time: the current week started on Monday 7 July at 00:00 IST.
    subject.clock.set(new Date('2031-07-09T10:00:00+05:30'));
    try {
      const mentor = await createMentor(db());
      const student = await createStudent(db());
      const mondayJustAfter = new Date('2031-07-07T00:10:00+05:30');
      const sundayJustBefore = new Date('2031-07-06T23:50:00+05:30');
      await paidOrder({
        mentorId: mentor.id,
        studentId: student.id,
        amountPaise: 29_900,
        paidAt: mondayJustAfter,
      });
      await paidOrder({
        mentorId: mentor.id,
        studentId: student.id,
        amountPaise: 10_000,
        paidAt: sundayJustBefore,
      });
      // 12 weeks back is outside the window.
      await paidOrder({
        mentorId: mentor.id,
        studentId: student.id,
        amountPaise: 50_000,
        paidAt: new Date('2031-04-13T12:00:00+05:30'),
      });
      await refundedBooking({
        mentorId: mentor.id,
        studentId: student.id,
        amountPaise: 5_000,
        status: 'processed',
        at: new Date('2031-07-08T12:00:00+05:30'),
      });
      for (const status of ['pending', 'active', 'complete'] as const) {
        await createBooking(db(), {
          studentId: student.id,
          mentorId: mentor.id,
          packageId: catalog.session60.id,
          status,
          purchasedAt: mondayJustAfter,
        });
      }
      await createBooking(db(), {
        studentId: student.id,
        mentorId: mentor.id,
        packageId: catalog.session60.id,
        status: 'complete',
        purchasedAt: sundayJustBefore,
      });

      // The session issued before the clock moved four years ahead has expired meanwhile.
      const token = await tokenFor(subject, 'admin', admin.id);
      const response = await post('/api/v1/admin/dashboard-charts', {}, token);
      expect(response.statusCode).toBe(200);
      const weeks = response.json().data.weeks as {
        weekStart: string;
        revenue: number;
        bookings: Record<string, number>;
      }[];
      expect(weeks).toHaveLength(12);
      expect(weeks[0]?.weekStart).toBe('2031-04-21');
      expect(weeks[11]).toEqual({
        weekStart: '2031-07-07',
        // The refunded booking's own payment (₹50) was captured this week too.
        revenue: 299 + 50 - 50,
        bookings: { pending: 1, active: 1, complete: 1, cancelled: 1 },
      });
      expect(weeks[10]).toEqual({
        weekStart: '2031-06-30',
        revenue: 100,
        bookings: { pending: 0, active: 0, complete: 1, cancelled: 0 },
      });
      expect(weeks.slice(0, 10).every((week) => week.revenue === 0)).toBe(true);
    } finally {
      subject.clock.set(new Date());
    }
  });
});

describe('session tables', () => {
  it('lists completed sessions 10 a page with proof and stars, searching by MentorId exact first', async () => {
    const exact = await createMentor(db(), { mentorId: `qqzeta${randomBytes(2).toString('hex')}` });
    const longer = await createMentor(db(), { mentorId: `${exact.mentorId}x` });
    const student = await createStudent(db());
    await createFeedback(db(), { mentorId: exact.id, studentId: student.id, rating: 4 });
    const longerBooking = await createBooking(db(), {
      studentId: student.id,
      mentorId: longer.id,
      packageId: catalog.session60.id,
      status: 'complete',
      purchasedAt: new Date(Date.now() + 60_000),
    });
    for (let index = 0; index < 11; index += 1) {
      await createBooking(db(), {
        studentId: student.id,
        mentorId: exact.id,
        packageId: catalog.session60.id,
        status: 'complete',
        proofImageKey: `session-proofs/${index}.webp`,
        purchasedAt: new Date(Date.now() - index * 60_000),
      });
    }

    const search = exact.mentorId.toUpperCase();
    const first = await post('/api/v1/admin/total-completed-sessions?page=1', { search });
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 12, pageSize: 10 });
    // Exact matches first, although the other mentor's session is the newest.
    expect(
      page.data.map((row: { mentor: { mentorId: string } }) => row.mentor.mentorId).slice(0, 10),
    ).toEqual(Array(10).fill(exact.mentorId));
    expect(page.data[0]).toMatchObject({
      status: 'complete',
      student: { _id: student.id, username: student.username },
      package: { packageName: '60-Minute Mentorship Session' },
      imageOfProof: expect.stringMatching(/^\/api\/v1\/bookings\/[0-9a-f-]+\/proof$/),
      rating: 4,
    });

    const past = await post('/api/v1/admin/total-completed-sessions?page=9', { search });
    expect(past.json().data.pagination).toMatchObject({ currentPage: 2, totalPages: 2 });
    expect(past.json().data.data.map((row: { _id: string }) => row._id)).toContain(longerBooking.id);

    // Fewer than 4 characters: no search, the whole table.
    const short = await post('/api/v1/admin/total-completed-sessions', { search: 'qqz' });
    expect(short.json().data.pagination.total).toBeGreaterThanOrEqual(12);
  });

  it('lists active sessions by approval and pending requests by deadline, 15 a page', async () => {
    const mentor = await createMentor(db());
    const student = await createStudent(db());
    const older = await createBooking(db(), {
      studentId: student.id,
      mentorId: mentor.id,
      packageId: catalog.session60.id,
      status: 'pending',
      purchasedAt: new Date(Date.now() - 3_600_000),
    });
    await createBooking(db(), {
      studentId: student.id,
      mentorId: mentor.id,
      packageId: catalog.session60.id,
      status: 'pending',
    });
    await createBooking(db(), {
      studentId: student.id,
      mentorId: mentor.id,
      packageId: catalog.session60.id,
      status: 'active',
    });
    const pending = await post('/api/v1/admin/total-pending-sessions', { search: mentor.mentorId });
    expect(pending.json().data.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 2, pageSize: 15 });
    expect(pending.json().data.data[0]).toMatchObject({
      _id: older.id,
      acceptBy: new Date(older.purchasedAt.getTime() + 24 * 3_600_000).toISOString(),
      approvalTime: null,
      price: 299,
    });
    const active = await post('/api/v1/admin/total-active-sessions', { search: mentor.mentorId });
    expect(active.json().data.data).toHaveLength(1);
    expect(active.json().data.data[0].approvalTime).toEqual(expect.any(String));
  });

  it('refuses bad input with the field named', async () => {
    const longSearch = await post('/api/v1/admin/total-pending-sessions', { search: 'x'.repeat(61) });
    expect(longSearch.statusCode).toBe(400);
    expect(longSearch.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { errors: [{ path: 'search', message: 'The search is too long.' }] },
    });
    const badPage = await post('/api/v1/admin/total-pending-sessions?page=0', {});
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().data.errors).toEqual([{ path: 'page', message: 'Pages start at 1.' }]);
  });
});

describe('remove-pending-session', () => {
  it('cancels a paid request with reason admin, refunds it through the refund path and tells both', async () => {
    const mentor = await createMentor(db(), { neetScore: 650 });
    const student = await createStudent(db());
    const studentToken = await tokenFor(subject, 'student', student.id);
    const order = await postJson(
      subject,
      '/api/v1/students/create-order',
      { packageId: catalog.session60.id, mentorId: mentor.id },
      studentToken,
    );
    const verified = await postJson(
      subject,
      '/api/v1/students/verify-payment',
      checkoutAnswer(subject, order.json().data.id),
      studentToken,
    );
    const bookingId = verified.json().data.bookingId as string;

    const removed = await post('/api/v1/admin/remove-pending-session', { id: bookingId, adminId: admin.id });
    expect(removed.statusCode).toBe(200);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ status: 'cancelled', cancelReason: 'admin' });
    const [refund] = await db().select().from(refunds).where(eq(refunds.bookingId, bookingId));
    expect(refund).toMatchObject({ status: 'pending', amountPaise: 29_900 });
    const notes = await db().select().from(notifications);
    expect(
      notes.some((note) => note.recipientId === student.id && /cancelled by our team/.test(note.message)),
    ).toBe(true);
    expect(
      notes.some((note) => note.recipientId === mentor.id && /cancelled by our team/.test(note.message)),
    ).toBe(true);
    expect((await latestMail(subject.app, mentor.email))?.subject).toMatch(/Request cancelled/);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, bookingId));
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'session.remove-pending',
      targetType: 'booking',
    });

    // The refund job carries it out like any other refund, and the student sees it.
    expect(await processDueRefunds(subject.context, refund?.id)).toBe(1);
    const sessions = await postJson(subject, '/api/v1/students/purchased-sessions', {}, studentToken);
    const mine = sessions.json().data.data.find((row: { _id: string }) => row._id === bookingId);
    expect(mine.money).toMatchObject({ state: 'refunded', refund: { status: 'processed', amount: 299 } });

    const again = await post('/api/v1/admin/remove-pending-session', { id: bookingId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SESSION_STATE_CHANGED');
  });

  it('refuses an accepted session and an unknown id', async () => {
    const mentor = await createMentor(db());
    const student = await createStudent(db());
    const active = await createBooking(db(), {
      studentId: student.id,
      mentorId: mentor.id,
      packageId: catalog.session60.id,
      status: 'active',
    });
    const refused = await post('/api/v1/admin/remove-pending-session', { id: active.id });
    expect(refused.statusCode).toBe(409);
    const [still] = await db().select().from(bookings).where(eq(bookings.id, active.id));
    expect(still?.status).toBe('active');
    const missing = await post('/api/v1/admin/remove-pending-session', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('audit-log', () => {
  it('lists every action newest first with the admin’s name, 15 a page', async () => {
    for (let index = 0; index < 16; index += 1) {
      await post('/api/v1/admin/add-update', { message: `Update ${index}`, adminId: admin.id });
    }
    const response = await post('/api/v1/admin/audit-log?page=1', { adminId: admin.id });
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.pagination.pageSize).toBe(15);
    expect(page.pagination.total).toBeGreaterThanOrEqual(16);
    expect(page.data[0]).toMatchObject({
      actor: { _id: admin.id, role: 'admin', name: 'Operations' },
      action: 'update.add',
      targetType: 'update',
      createdAt: expect.any(String),
    });
    const times = page.data.map((entry: { createdAt: string }) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('names each record by what people know: a person’s name, an update’s start, an organisation', async () => {
    const mentor = await createMentor(db());
    await post('/api/v1/admin/toggle-status', { mentorId: mentor.id, adminId: admin.id });
    const referral = await post('/api/v1/referred/create', { name: 'Lotus Academy', code: 'LOTUS-NAMES' });
    const message =
      'Payouts move to the 7th this month because the 5th is a bank holiday across most states.';
    const update = await post('/api/v1/admin/add-update', { message, adminId: admin.id });
    await post('/api/v1/admin/delete-update', { id: update.json().data._id, adminId: admin.id });

    const entries = (await post('/api/v1/admin/audit-log?page=1', { adminId: admin.id })).json().data.data;
    const entryOf = (action: string) => entries.find((entry: { action: string }) => entry.action === action);
    expect(entryOf('mentor.deactivate')).toMatchObject({
      targetName: `${mentor.firstName} ${mentor.lastName}`,
      details: { mentorId: mentor.mentorId },
    });
    expect(entryOf('referral.create')).toMatchObject({
      targetId: referral.json().data._id,
      targetName: 'Lotus Academy',
    });
    // The update is gone: its start is kept in the entry itself.
    expect(entryOf('update.delete')).toMatchObject({
      targetName: null,
      details: { excerpt: 'Payouts move to the 7th this month because the 5th is a bank…' },
    });
  });
});
