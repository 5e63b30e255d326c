import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PackageKind } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bookingCalls } from '../../test/booking-calls.ts';
import { createMentor, createStudent } from '../../test/factories.ts';
import {
  capturedEvent,
  checkoutAnswer,
  createCatalog,
  tokenFor,
  webhookRequest,
  type CatalogPackage,
} from '../../test/bookings.ts';
import { connectSocket, connected, type ClientSocket } from '../../test/realtime.ts';
import { bookings, mentors, refunds } from '../db/schema/index.ts';
import { createSandboxProvider } from '../adapters/payments/sandbox-provider.ts';
import { PaymentProviderError, type PaymentProvider } from '../adapters/payments/payment-provider.ts';
import {
  cancelByAdmin,
  cancelExpiredRequest,
  processDueRefunds,
  sweepDeadlines,
} from '../modules/bookings/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const SECRET = 'booking-pushes-test-secret-long-enough-0123456789';

/** The sandbox, except that refunds are refused for good while `refuseRefunds` is on. */
function switchableRefunds(): PaymentProvider & { refuseRefunds: boolean } {
  const sandbox = createSandboxProvider(SECRET);
  const provider = {
    ...sandbox,
    refuseRefunds: false,
    async refund(input: Parameters<PaymentProvider['refund']>[0]) {
      if (provider.refuseRefunds) throw new PaymentProviderError('The payment was disputed', false);
      return sandbox.refund(input);
    },
  };
  return provider;
}

/** What a booking looked like in the database when a push about it arrived. */
interface SeenPush {
  bookingId: string;
  status: string | undefined;
  refundStatus: string | undefined;
}

/**
 * Every `bookingChanged` one person's connection receives, in order, each with the booking's stored state
 * read the moment it arrived: a push sent before its transaction committed would show the old state.
 */
function watchPushes(socket: ClientSocket) {
  const seen: Promise<SeenPush>[] = [];
  const waiting: (() => void)[] = [];
  socket.on('bookingChanged', ({ bookingId }) => {
    seen.push(storedState(bookingId));
    for (const wake of waiting.splice(0)) wake();
  });
  let taken = 0;
  return {
    /** The next push not looked at yet, waiting for it if need be. */
    async next(): Promise<SeenPush> {
      while (seen.length <= taken) await new Promise<void>((resolve) => waiting.push(resolve));
      const push = seen[taken];
      taken += 1;
      if (!push) throw new Error('no push');
      return push;
    },
  };
}

async function storedState(bookingId: string): Promise<SeenPush> {
  const db = subject.database.db;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [refund] = await db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  return { bookingId, status: booking?.status, refundStatus: refund?.status };
}

async function refundOf(bookingId: string): Promise<string> {
  const [refund] = await subject.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  if (!refund) throw new Error(`booking ${bookingId} has no refund`);
  return refund.id;
}

let subject: TestApp;
let baseUrl: string;
let provider: ReturnType<typeof switchableRefunds>;
let catalog: Record<PackageKind, CatalogPackage>;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  provider = switchableRefunds();
  subject = await createTestApp({ JWT_SECRET: SECRET }, { payments: provider });
  baseUrl = await subject.app.listen({ host: '127.0.0.1', port: 0 });
  catalog = await createCatalog(subject.database.db, 'M3');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await subject.close();
});

let mentor: Awaited<ReturnType<typeof createMentor>>;
let student: Awaited<ReturnType<typeof createStudent>>;
let studentToken: string;
let mentorToken: string;
let studentPushes: ReturnType<typeof watchPushes>;
let mentorPushes: ReturnType<typeof watchPushes>;

async function openWatched(token: string) {
  const socket = connectSocket(baseUrl, token);
  sockets.push(socket);
  const pushes = watchPushes(socket);
  // The welcome comes once the connection has joined its user's room.
  const welcomed = new Promise((resolve) => socket.once('getOnlineUsers', resolve));
  await connected(socket);
  await welcomed;
  return pushes;
}

beforeEach(async () => {
  provider.refuseRefunds = false;
  mentor = await createMentor(subject.database.db, { neetScore: 650 });
  student = await createStudent(subject.database.db);
  await signInAgain();
  studentPushes = await openWatched(studentToken);
  mentorPushes = await openWatched(mentorToken);
});

/** Tokens last 12 hours: after moving the clock by days, both sign in again (open connections stay). */
async function signInAgain() {
  studentToken = await tokenFor(subject, 'student', student.id);
  mentorToken = await tokenFor(subject, 'mentor', mentor.id);
}

const { post, openOrder, bookPaid, bookFree, accept, complete } = bookingCalls(() => ({
  subject,
  catalog,
  mentorId: mentor.id,
  studentToken,
  mentorToken,
}));

/** The next push both people receive is about this booking, committed in this state. */
async function expectBothTold(bookingId: string, state: Partial<SeenPush>) {
  for (const pushes of [studentPushes, mentorPushes]) {
    expect(await pushes.next()).toMatchObject({ bookingId, ...state });
  }
}

describe('bookingChanged reaches both people after every committed change', () => {
  it('when a payment books a request: verify-payment, the webhook and a free booking', async () => {
    const verified = await bookPaid();
    await expectBothTold(verified, { status: 'pending' });

    const orderId = await openOrder();
    const paymentId = 'pay_pushes_webhook01';
    const captured = await subject.app.inject(
      webhookRequest(subject, capturedEvent(orderId, paymentId, catalog.session60.pricePaise)),
    );
    expect(captured.statusCode).toBe(200);
    const byWebhook = (await studentPushes.next()).bookingId;
    expect(byWebhook).not.toBe(verified);
    expect(await mentorPushes.next()).toMatchObject({ bookingId: byWebhook, status: 'pending' });

    // The same capture again (verify-payment after the webhook) books nothing new and pushes nothing:
    // the next push anyone receives is the free booking's.
    const repeat = await post(
      '/api/v1/students/verify-payment',
      checkoutAnswer(subject, orderId, paymentId),
      studentToken,
    );
    expect(repeat.json().data.bookingId).toBe(byWebhook);
    const free = await bookFree();
    await expectBothTold(free, { status: 'pending' });
  });

  it('when a payment arrives for a mentor who stopped taking bookings: cancelled at once, refund due', async () => {
    const orderId = await openOrder();
    await subject.database.db.update(mentors).set({ isActive: false }).where(eq(mentors.id, mentor.id));
    const verified = await post(
      '/api/v1/students/verify-payment',
      checkoutAnswer(subject, orderId),
      studentToken,
    );
    expect(verified.json()).toMatchObject({ code: 'MENTOR_UNAVAILABLE' });
    const push = await studentPushes.next();
    expect(push).toMatchObject({ status: 'cancelled', refundStatus: 'pending' });
    expect(await mentorPushes.next()).toEqual(push);
  });

  it('when the mentor accepts, and not when an accept is refused', async () => {
    const id = await bookPaid();
    await expectBothTold(id, { status: 'pending' });
    expect((await accept(id)).statusCode).toBe(200);
    await expectBothTold(id, { status: 'active' });

    expect((await accept(id)).statusCode).toBe(409);
    const next = await bookFree();
    await expectBothTold(next, { status: 'pending' });
  });

  it('when the student cancels, and again when the refund is done or handed to support', async () => {
    const refunded = await bookPaid();
    await expectBothTold(refunded, { status: 'pending' });
    expect(
      (await post('/api/v1/students/cancel-session', { requestId: refunded }, studentToken)).statusCode,
    ).toBe(200);
    await expectBothTold(refunded, { status: 'cancelled', refundStatus: 'pending' });
    expect(await processDueRefunds(subject.context, await refundOf(refunded))).toBe(1);
    await expectBothTold(refunded, { status: 'cancelled', refundStatus: 'processed' });

    const stuck = await bookPaid();
    await expectBothTold(stuck, { status: 'pending' });
    expect(
      (await post('/api/v1/students/cancel-session', { requestId: stuck }, studentToken)).statusCode,
    ).toBe(200);
    await expectBothTold(stuck, { status: 'cancelled', refundStatus: 'pending' });
    provider.refuseRefunds = true;
    expect(await processDueRefunds(subject.context, await refundOf(stuck))).toBe(1);
    await expectBothTold(stuck, { status: 'cancelled', refundStatus: 'failed' });
  });

  it('when an admin cancels, and not when the cancellation is rolled back', async () => {
    const id = await bookFree();
    await expectBothTold(id, { status: 'pending' });
    await expect(
      cancelByAdmin(subject.context, id, async () => {
        throw new Error('the audit entry could not be written');
      }),
    ).rejects.toThrow('audit entry');
    expect((await storedState(id)).status).toBe('pending');

    await cancelByAdmin(subject.context, id, async () => undefined);
    // The first push after the rolled-back attempt is the committed cancellation.
    await expectBothTold(id, { status: 'cancelled' });
  });

  it('when a request times out, by its own job or the sweep, and not before its deadline', async () => {
    const byJob = await bookFree();
    await expectBothTold(byJob, { status: 'pending' });
    expect(await cancelExpiredRequest(subject.context, byJob)).toBe(false);

    subject.clock.advance(DAY + 1000);
    await signInAgain();
    const bySweep = await bookPaid();
    await expectBothTold(bySweep, { status: 'pending' });
    expect(await cancelExpiredRequest(subject.context, byJob)).toBe(true);
    await expectBothTold(byJob, { status: 'cancelled' });

    subject.clock.advance(DAY + 1000);
    await signInAgain();
    expect((await sweepDeadlines(subject.context)).cancelled).toBeGreaterThanOrEqual(1);
    await expectBothTold(bySweep, { status: 'cancelled', refundStatus: 'pending' });
  });

  it('when a time is agreed in the chat, the session completes and the student rates it', async () => {
    const id = await bookPaid();
    await expectBothTold(id, { status: 'pending' });
    await accept(id);
    await expectBothTold(id, { status: 'active' });

    const slot = new Date(subject.clock.now().getTime() + 2 * DAY);
    slot.setUTCHours(12, 30, 0, 0);
    const offered = await post(
      `/api/v1/message/propose-times/${student.id}`,
      { bookingId: id, slots: [slot.toISOString()] },
      mentorToken,
    );
    expect(offered.statusCode).toBe(200);
    const chosen = await post(
      '/api/v1/message/choose-time',
      { proposalId: offered.json().data.proposal._id, slot: slot.toISOString() },
      studentToken,
    );
    expect(chosen.statusCode).toBe(200);
    await expectBothTold(id, { status: 'active' });

    subject.clock.advance(3 * DAY);
    await signInAgain();
    expect((await complete(id)).statusCode).toBe(200);
    await expectBothTold(id, { status: 'complete' });
    // A second completion is refused and pushes nothing: the next push is a new booking's.
    expect((await complete(id)).statusCode).toBe(409);
    const next = await bookFree();
    await expectBothTold(next, { status: 'pending' });

    const rated = await post(
      '/api/v1/students/give-feedback',
      { mentorId: mentor.id, rating: 5 },
      studentToken,
    );
    expect(rated.statusCode).toBe(200);
    await expectBothTold(id, { status: 'complete' });
  });
});
