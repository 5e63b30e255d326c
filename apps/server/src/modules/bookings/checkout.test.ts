import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAdminAccount, createMentor, createStudent } from '../../../test/factories.ts';
import {
  bearer,
  bookingsOf,
  capturedEvent,
  checkoutAnswer,
  createCatalog,
  orderByProviderId,
  tokenFor,
  webhookRequest,
  type CatalogPackage,
} from '../../../test/bookings.ts';
import { latestMail, mailCount } from '../../../test/mailbox.ts';
import { bookings, mentors, notifications, refunds } from '../../db/schema/index.ts';
import { cancelExpiredRequest } from './index.ts';
import type { PackageKind } from '@neetmentor/contract';

let subject: TestApp;
let catalog: Record<PackageKind, CatalogPackage>;
let otherCategory: Record<PackageKind, CatalogPackage>;

beforeAll(async () => {
  subject = await createTestApp();
  catalog = await createCatalog(subject.database.db, 'M3');
  otherCategory = await createCatalog(subject.database.db, 'M4');
});
afterAll(() => subject.close());

interface People {
  mentor: Awaited<ReturnType<typeof createMentor>>;
  student: Awaited<ReturnType<typeof createStudent>>;
  token: string;
}
let people: People;

beforeEach(async () => {
  const mentor = await createMentor(subject.database.db, { neetScore: 650 });
  const student = await createStudent(subject.database.db);
  people = { mentor, student, token: await tokenFor(subject, 'student', student.id) };
});

function post(url: string, payload: Record<string, unknown>, token = people.token) {
  return subject.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

async function openOrder(kind: PackageKind = 'session60') {
  const response = await post('/api/v1/students/create-order', {
    packageId: catalog[kind].id,
    mentorId: people.mentor.id,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; amount: number; provider: string; keyId: string };
}

/** What is-free-session-used answers the student about the mentor. */
async function freeSessionUsed(): Promise<boolean> {
  const response = await post('/api/v1/students/is-free-session-used', { mentorId: people.mentor.id });
  expect(response.statusCode).toBe(200);
  return response.json().data as boolean;
}

describe('free-session', () => {
  it('books a free package at once, notifies both sides, and refuses a second free booking', async () => {
    expect(await freeSessionUsed()).toBe(false);
    const first = await post('/api/v1/students/free-session', {
      packageId: catalog.intro20.id,
      mentorId: people.mentor.id,
    });
    expect(first.statusCode).toBe(200);
    const [booking] = await bookingsOf(subject.database.db, people.student.id);
    expect(booking).toMatchObject({
      status: 'pending',
      isFree: true,
      pricePaise: 0,
      mentorEarningPaise: 3500,
    });
    expect(first.json().data).toEqual({ success: true, bookingId: booking?.id });
    expect(await mailCount(subject.app, people.mentor.email)).toBe(1);
    expect(await mailCount(subject.app, people.student.email)).toBe(1);
    const mentorBell = await subject.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, people.mentor.id));
    expect(mentorBell[0]?.message).toContain('New session request');

    const again = await post('/api/v1/students/free-session', {
      packageId: catalog.intro20.id,
      mentorId: people.mentor.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FREE_SESSION_USED');
    expect(await bookingsOf(subject.database.db, people.student.id)).toHaveLength(1);
    expect(await freeSessionUsed()).toBe(true);
    // Only the caller's own free session counts: another student still has theirs.
    const other = await createStudent(subject.database.db);
    people.token = await tokenFor(subject, 'student', other.id);
    expect(await freeSessionUsed()).toBe(false);
  });

  it('refuses the free package again after the student cancelled it, saying why', async () => {
    // Book free, cancel, book free again: without this rule the loop never ends and mails the mentor each time.
    const bookFree = () =>
      post('/api/v1/students/free-session', { packageId: catalog.intro20.id, mentorId: people.mentor.id });
    expect((await bookFree()).statusCode).toBe(200);
    const [booking] = await bookingsOf(subject.database.db, people.student.id);
    const cancel = await post('/api/v1/students/cancel-session', { requestId: booking?.id });
    expect(cancel.statusCode).toBe(200);
    const mailsToMentor = await mailCount(subject.app, people.mentor.email);

    const again = await bookFree();
    expect(again.json()).toMatchObject({
      statusCode: 409,
      code: 'FREE_SESSION_USED',
      message:
        'You cancelled your free session with this mentor, and the free session can be booked only once per mentor. Choose a paid package to book them again.',
    });
    expect(await bookingsOf(subject.database.db, people.student.id)).toHaveLength(1);
    expect(await mailCount(subject.app, people.mentor.email)).toBe(mailsToMentor);
    expect(await freeSessionUsed()).toBe(true);
    // A paid package with the same mentor stays open.
    expect((await openOrder('session60')).amount).toBe(29900);
  });

  it('gives the free package back when the mentor never answered: the 24-hour rule or an admin cancelled it', async () => {
    const bookFree = () =>
      post('/api/v1/students/free-session', { packageId: catalog.intro20.id, mentorId: people.mentor.id });
    expect((await bookFree()).statusCode).toBe(200);
    const [expired] = await bookingsOf(subject.database.db, people.student.id);
    subject.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect(await cancelExpiredRequest(subject.context, expired?.id ?? '')).toBe(true);
    people.token = await tokenFor(subject, 'student', people.student.id);
    expect(await freeSessionUsed()).toBe(false);

    const second = await bookFree();
    expect(second.statusCode).toBe(200);
    const admin = await createAdminAccount(subject.database.db);
    const removed = await post(
      '/api/v1/admin/remove-pending-session',
      { id: second.json().data.bookingId, adminId: admin.id },
      await tokenFor(subject, 'admin', admin.id),
    );
    expect(removed.statusCode).toBe(200);

    expect((await bookFree()).statusCode).toBe(200);
    const rows = await bookingsOf(subject.database.db, people.student.id);
    expect(rows.map((row) => [row.status, row.cancelReason]).sort()).toEqual(
      [
        ['cancelled', 'admin'],
        ['cancelled', 'timeout'],
        ['pending', null],
      ].sort(),
    );
  });

  it('refuses a paid package, another category’s package and a mentor who is not taking bookings', async () => {
    const paid = await post('/api/v1/students/free-session', {
      packageId: catalog.session60.id,
      mentorId: people.mentor.id,
    });
    expect(paid.statusCode).toBe(409);
    const foreign = await post('/api/v1/students/free-session', {
      packageId: otherCategory.intro20.id,
      mentorId: people.mentor.id,
    });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().code).toBe('PACKAGE_NOT_OFFERED');
    const inactive = await createMentor(subject.database.db, { neetScore: 650, isActive: false });
    const unavailable = await post('/api/v1/students/free-session', {
      packageId: catalog.intro20.id,
      mentorId: inactive.id,
    });
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().code).toBe('MENTOR_UNAVAILABLE');
    expect(await bookingsOf(subject.database.db, people.student.id)).toHaveLength(0);
  });
});

describe('create-order', () => {
  it('takes the amount from the catalog and records the order', async () => {
    const order = await openOrder('session60');
    expect(order).toMatchObject({ amount: 29900, provider: 'sandbox', keyId: 'rzp_test_sandbox' });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const row = await orderByProviderId(subject.database.db, order.id);
    expect(row).toMatchObject({
      status: 'created',
      amountPaise: 29900,
      studentId: people.student.id,
      mentorId: people.mentor.id,
    });
  });

  it('never takes an amount from the request', async () => {
    const response = await post('/api/v1/students/create-order', {
      packageId: catalog.session60.id,
      mentorId: people.mentor.id,
      amount: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a package of another category, a free package and another student’s id', async () => {
    const foreign = await post('/api/v1/students/create-order', {
      packageId: otherCategory.session60.id,
      mentorId: people.mentor.id,
    });
    expect(foreign.json()).toMatchObject({ statusCode: 409, code: 'PACKAGE_NOT_OFFERED' });
    const free = await post('/api/v1/students/create-order', {
      packageId: catalog.intro20.id,
      mentorId: people.mentor.id,
    });
    expect(free.statusCode).toBe(409);
    const other = await createStudent(subject.database.db);
    const impersonating = await post('/api/v1/students/create-order', {
      packageId: catalog.session60.id,
      mentorId: people.mentor.id,
      studentId: other.id,
    });
    expect(impersonating.json()).toMatchObject({ statusCode: 403, code: 'NOT_YOURS' });
  });
});

describe('verify-payment and the webhook', () => {
  it('books once for a correct signature, however often it is verified', async () => {
    const order = await openOrder();
    const answer = checkoutAnswer(subject, order.id);
    const first = await post('/api/v1/students/verify-payment', answer);
    expect(first.statusCode).toBe(200);
    const second = await post('/api/v1/students/verify-payment', answer);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.bookingId).toBe(first.json().data.bookingId);
    const webhook = await subject.app.inject(
      webhookRequest(subject, capturedEvent(order.id, answer.paymentId, order.amount)),
    );
    expect(webhook.statusCode).toBe(200);
    const rows = await bookingsOf(subject.database.db, people.student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      isFree: false,
      pricePaise: 29900,
      mentorEarningPaise: 11000,
    });
    expect(await orderByProviderId(subject.database.db, order.id)).toMatchObject({
      status: 'paid',
      paymentId: answer.paymentId,
    });
    // One receipt to the student and one request mail to the mentor, not one per call.
    expect(await mailCount(subject.app, people.student.email)).toBe(1);
    expect(await mailCount(subject.app, people.mentor.email)).toBe(1);
    const receipt = await latestMail(subject.app, people.student.email);
    expect(receipt?.subject).toBe('Receipt: ₹299 for 60-Minute Mentorship Session');
    expect(receipt?.text).toContain(`order ${order.id} · payment ${answer.paymentId}`);
    expect((await latestMail(subject.app, people.mentor.email))?.subject).toBe(
      'New session request: 60-Minute Mentorship Session',
    );
  });

  it('refunds at once, booking nothing to answer, a payment for a mentor deactivated or away since the order', async () => {
    const db = subject.database.db;
    const deactivated = await openOrder();
    await db.update(mentors).set({ isActive: false }).where(eq(mentors.id, people.mentor.id));
    const answer = checkoutAnswer(subject, deactivated.id);
    const verify = await post('/api/v1/students/verify-payment', answer);
    expect(verify.statusCode).toBe(409);
    expect(verify.json()).toMatchObject({
      code: 'MENTOR_UNAVAILABLE',
      message:
        'This mentor stopped taking bookings before your payment was confirmed, so nothing was booked. Your payment of ₹299 is being refunded in full to the original payment method.',
    });
    // Verified again, and by the webhook: the same answer, still one record of the payment.
    expect((await post('/api/v1/students/verify-payment', answer)).json().code).toBe('MENTOR_UNAVAILABLE');
    const webhook = await subject.app.inject(
      webhookRequest(subject, capturedEvent(deactivated.id, answer.paymentId, deactivated.amount)),
    );
    expect(webhook.statusCode).toBe(200);
    const [booking, ...more] = await bookingsOf(db, people.student.id);
    expect(more).toHaveLength(0);
    expect(booking).toMatchObject({ status: 'cancelled', cancelReason: 'unavailable', pricePaise: 29900 });
    const [refund] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, booking?.id ?? ''));
    expect(refund).toMatchObject({ amountPaise: 29900 });
    // The student learns why and that the money is coming back; the mentor, who never saw it, hears nothing.
    const mail = await latestMail(subject.app, people.student.email);
    expect(mail?.subject).toBe('Request cancelled: 60-Minute Mentorship Session');
    expect(mail?.text).toContain('stopped taking bookings before your payment');
    expect(mail?.text).toContain('refunded in full');
    expect(await mailCount(subject.app, people.student.email)).toBe(1);
    expect(await mailCount(subject.app, people.mentor.email)).toBe(0);

    // Away from a moment after the order until tomorrow: the same.
    await db.update(mentors).set({ isActive: true }).where(eq(mentors.id, people.mentor.id));
    const whileAway = await openOrder();
    const tomorrow = new Date(subject.clock.now().getTime() + 24 * 60 * 60 * 1000);
    await db.update(mentors).set({ awayUntil: tomorrow }).where(eq(mentors.id, people.mentor.id));
    const away = await post('/api/v1/students/verify-payment', checkoutAnswer(subject, whileAway.id));
    expect(away.json().code).toBe('MENTOR_UNAVAILABLE');
    expect((await bookingsOf(db, people.student.id)).map((row) => row.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });

  it('makes one booking when verify and the webhook arrive at the same moment', async () => {
    const order = await openOrder();
    const answer = checkoutAnswer(subject, order.id);
    const calls = await Promise.all([
      post('/api/v1/students/verify-payment', answer),
      subject.app.inject(webhookRequest(subject, capturedEvent(order.id, answer.paymentId, order.amount))),
      post('/api/v1/students/verify-payment', answer),
      subject.app.inject(webhookRequest(subject, capturedEvent(order.id, answer.paymentId, order.amount))),
    ]);
    expect(calls.map((call) => call.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await bookingsOf(subject.database.db, people.student.id)).toHaveLength(1);
  });

  it('books from the webhook alone when the student closed the page after paying', async () => {
    const order = await openOrder();
    const answer = checkoutAnswer(subject, order.id);
    const webhook = await subject.app.inject(
      webhookRequest(subject, capturedEvent(order.id, answer.paymentId, order.amount)),
    );
    expect(webhook.statusCode).toBe(200);
    const rows = await bookingsOf(subject.database.db, people.student.id);
    expect(rows).toHaveLength(1);
    const verify = await post('/api/v1/students/verify-payment', answer);
    expect(verify.json().data.bookingId).toBe(rows[0]?.id);
  });

  it('refuses a forged signature and books nothing', async () => {
    const order = await openOrder();
    const answer = checkoutAnswer(subject, order.id);
    const forged = await post('/api/v1/students/verify-payment', { ...answer, signature: 'a'.repeat(64) });
    expect(forged.json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_SIGNATURE_INVALID' });
    // A genuine signature for another order does not pay this one.
    const other = await openOrder();
    const borrowed = checkoutAnswer(subject, other.id, answer.paymentId);
    const swapped = await post('/api/v1/students/verify-payment', {
      ...answer,
      signature: borrowed.signature,
    });
    expect(swapped.json().code).toBe('PAYMENT_SIGNATURE_INVALID');
    expect(await bookingsOf(subject.database.db, people.student.id)).toHaveLength(0);
    expect((await orderByProviderId(subject.database.db, order.id))?.status).toBe('created');
  });

  it('refuses to verify someone else’s order', async () => {
    const order = await openOrder();
    const answer = checkoutAnswer(subject, order.id);
    const intruder = await createStudent(subject.database.db);
    const response = await post(
      '/api/v1/students/verify-payment',
      answer,
      await tokenFor(subject, 'student', intruder.id),
    );
    expect(response.json()).toMatchObject({ statusCode: 403, code: 'NOT_YOURS' });
    expect(await bookingsOf(subject.database.db, intruder.id)).toHaveLength(0);
    expect(await bookingsOf(subject.database.db, people.student.id)).toHaveLength(0);
  });

  it('books nothing more for a second, different payment of an order already paid, and refunds it', async () => {
    const order = await openOrder();
    await post('/api/v1/students/verify-payment', checkoutAnswer(subject, order.id));
    const answer = checkoutAnswer(subject, order.id);
    const second = await post('/api/v1/students/verify-payment', answer);
    expect(second.json()).toMatchObject({ statusCode: 409, code: 'ALREADY_PAID' });
    expect(await bookingsOf(subject.database.db, people.student.id)).toHaveLength(1);
    const recorded = await subject.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, answer.paymentId));
    expect(recorded).toEqual([
      expect.objectContaining({ strayReason: 'second_capture', amountPaise: 29900, bookingId: null }),
    ]);
  });

  it('refuses a webhook whose signature does not match the body, and refunds a capture of another amount', async () => {
    const order = await openOrder();
    const request = webhookRequest(subject, capturedEvent(order.id, 'pay_Tampered1234567', order.amount));
    const tampered = await subject.app.inject({
      ...request,
      payload: request.payload.replace('29900', '100'),
    });
    expect(tampered.json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_SIGNATURE_INVALID' });
    const wrongAmount = await subject.app.inject(
      webhookRequest(subject, capturedEvent(order.id, 'pay_WrongAmount12345', 100)),
    );
    expect(wrongAmount.statusCode).toBe(200);
    expect(await bookingsOf(subject.database.db, people.student.id)).toHaveLength(0);
    const recorded = await subject.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, 'pay_WrongAmount12345'));
    expect(recorded).toEqual([expect.objectContaining({ strayReason: 'amount_differs', amountPaise: 100 })]);
  });
});

describe('the sandbox checkout', () => {
  it('signs a payment that verify-payment accepts, and a declined one books nothing', async () => {
    const order = await openOrder();
    const shown = await subject.app.inject({
      method: 'GET',
      url: `/api/v1/payments/sandbox/orders/${order.id}`,
    });
    expect(shown.json().data).toEqual({ id: order.id, amount: 29900, currency: 'INR', status: 'created' });

    const declined = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/orders/${order.id}/pay`,
      payload: { outcome: 'failure' },
    });
    expect(declined.json().data).toMatchObject({ outcome: 'failure', error: { reason: 'payment_failed' } });
    expect((await orderByProviderId(subject.database.db, order.id))?.status).toBe('failed');

    const paid = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/orders/${order.id}/pay`,
      payload: { outcome: 'success' },
    });
    const result = paid.json().data as { razorpay_payment_id: string; razorpay_signature: string };
    const verify = await post('/api/v1/students/verify-payment', {
      orderId: order.id,
      paymentId: result.razorpay_payment_id,
      signature: result.razorpay_signature,
    });
    expect(verify.statusCode).toBe(200);
    const [booking] = await subject.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.studentId, people.student.id));
    expect(booking?.status).toBe('pending');
  });
});
