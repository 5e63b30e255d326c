import { eq } from 'drizzle-orm';
import type { PackageKind } from '@neetmentor/contract';
import {
  bookings,
  earningHolds,
  feedback,
  mailOutbox,
  mentors,
  notifications,
  orders,
  refunds,
  walletLedger,
} from '../src/db/schema/index.ts';
import type { Account } from './actors.ts';
import {
  everyone,
  nextClientAddress,
  NOT_FOUND,
  NOT_YOURS,
  onlyFor,
  pictureFile,
  SIGNUP_TOKEN_INVALID,
  type MatrixEntry,
  type RequestContext,
} from './authorization-matrix.ts';
import {
  bearer,
  capturedEvent,
  checkoutAnswer,
  createBooking,
  webhookRequest,
  type CatalogPackage,
} from './bookings.ts';
import { createCookieJar } from './cookie-jar.ts';
import { createMentor, createStudent, TEST_PASSWORD } from './factories.ts';

/**
 * The booking, session and payment routes of the authorization matrix. A booking names its student and
 * mentor: the "own" requests use the actor's own (or, for actors without one, the world's student A and
 * approved mentor), the "others" requests someone else's.
 */

type Catalog = Record<PackageKind, CatalogPackage>;

function accountOf(context: RequestContext, name: 'studentA' | 'mentor'): Account {
  const account = context.world.actors[name].account;
  if (!account) throw new Error(`${name} has no account`);
  return account;
}

/** The student a booking request is about: the actor when a student, otherwise student A. */
function studentFor(context: RequestContext): Account {
  const own = context.actor.account;
  return own?.role === 'student' ? own : accountOf(context, 'studentA');
}

/** The mentor a session request is about: the actor when the approved mentor, otherwise the world's one. */
function mentorFor(context: RequestContext): Account {
  const own = context.actor.account;
  return own?.role === 'mentor' && context.actor.name === 'mentor' ? own : accountOf(context, 'mentor');
}

const catalogOf = (context: RequestContext): Catalog => context.fixtures.catalog;

/** An accepted session agreed for now, with its call link: its join address is open. */
async function joinableSession(context: RequestContext, student: Account, mentor: Account) {
  const booking = await bookingOf(context, { student, mentor, status: 'active' });
  await context.subject.database.db
    .update(bookings)
    .set({ scheduledAt: context.subject.clock.now(), callUrl: 'https://meet.jit.si/matrix-room' })
    .where(eq(bookings.id, booking.id));
  return booking;
}

async function bookingOf(
  context: RequestContext,
  {
    student,
    mentor,
    status,
  }: { student: Account; mentor: Account; status: 'pending' | 'active' | 'complete' },
) {
  return createBooking(context.subject.database.db, {
    studentId: student.id,
    mentorId: mentor.id,
    packageId: catalogOf(context).session60.id,
    status,
  });
}

/**
 * A completed free session whose earning is held, as completing it leaves it; with a fresh mentor each
 * time, since a student has one free session per mentor.
 */
export async function heldFreeSession(context: RequestContext, student: Account) {
  const mentor = await createMentor(context.subject.database.db);
  const booking = await createBooking(context.subject.database.db, {
    studentId: student.id,
    mentorId: mentor.id,
    packageId: catalogOf(context).intro20.id,
    status: 'complete',
    pricePaise: 0,
    mentorEarningPaise: 3500,
  });
  await context.subject.database.db.insert(earningHolds).values({
    bookingId: booking.id,
    mentorId: mentor.id,
    amountPaise: 3500,
    releaseAt: new Date(context.subject.clock.now().getTime() + 48 * 60 * 60 * 1000),
  });
  return booking;
}

/** A fresh student's review of a mentor (a student reviews a mentor once), with its session. */
export async function reviewOf(context: RequestContext, mentorId: string): Promise<string> {
  const db = context.subject.database.db;
  const student = await createStudent(db);
  const booking = await createBooking(db, {
    studentId: student.id,
    mentorId,
    packageId: catalogOf(context).session60.id,
    status: 'complete',
  });
  const [row] = await db
    .insert(feedback)
    .values({ mentorId, studentId: student.id, bookingId: booking.id, rating: 4, review: 'Helpful.' })
    .returning({ id: feedback.id });
  if (!row) throw new Error('feedback not inserted');
  return row.id;
}

/** A student's answer about their completed free session: theirs to give, not another student's. */
function sessionCheckEntry(route: string, extra: Record<string, unknown>, writes: MatrixEntry['writes']) {
  return {
    route,
    own: {
      request: async (context: RequestContext) => {
        const booking = await heldFreeSession(context, studentFor(context));
        return { body: { requestId: booking.id, ...extra } };
      },
      expect: onlyFor('student', 200),
    },
    // Another student's session does not exist for this one.
    others: {
      request: async (context: RequestContext) => {
        const booking = await heldFreeSession(
          context,
          context.other.role === 'student' ? context.other : accountOf(context, 'studentA'),
        );
        return { body: { requestId: booking.id, ...extra } };
      },
      expect: onlyFor('student', NOT_FOUND),
    },
    writes,
  } satisfies MatrixEntry;
}

/** An open order of a student for the world mentor's hour, made through the API as that student. */
async function orderOf(context: RequestContext, student: Account): Promise<string> {
  const token =
    context.actor.account?.id === student.id && context.actor.token
      ? context.actor.token
      : context.world.actors.studentA.token;
  const response = await context.subject.app.inject({
    method: 'POST',
    url: '/api/v1/students/create-order',
    headers: bearer(token ?? ''),
    payload: { packageId: catalogOf(context).session60.id, mentorId: accountOf(context, 'mentor').id },
    remoteAddress: nextClientAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`order failed: ${response.body}`);
  return response.json().data.id as string;
}

/** A student's list of sessions: the page in the query, the caller's id (or someone else's) in the body. */
function studentList(route: string): MatrixEntry {
  return {
    route,
    own: {
      request: (context) => ({ query: { page: '1' }, body: { userId: context.actor.account?.id } }),
      expect: onlyFor('student', 200),
    },
    others: {
      request: (context) => ({ query: { page: '1' }, body: { userId: context.other.id } }),
      expect: onlyFor('student', NOT_YOURS),
    },
  };
}

function mentorList(route: string, withPage = true): MatrixEntry {
  const query = withPage ? { page: '1' } : undefined;
  return {
    route,
    own: {
      request: (context) => ({ ...(query ? { query } : {}), body: { mentorId: context.actor.account?.id } }),
      expect: onlyFor('mentor', 200),
    },
    others: {
      request: (context) => ({ ...(query ? { query } : {}), body: { mentorId: context.other.id } }),
      expect: onlyFor('mentor', NOT_YOURS),
    },
  };
}

/** A mentor applicant whose fee is due, and a browser holding the sign-up token a refused login gave it. */
async function feeApplicant(context: RequestContext) {
  const applicant = await createMentor(context.subject.database.db, {
    applicationStatus: 'pending',
    approvedAt: null,
    feeWaived: false,
    feePaidAt: null,
  });
  const browser = createCookieJar();
  browser.store(
    await context.subject.app.inject({
      method: 'POST',
      url: '/api/v1/mentors/login',
      payload: { email: applicant.email, password: TEST_PASSWORD },
      remoteAddress: nextClientAddress(),
    }),
  );
  return { applicant, cookie: browser.header().cookie ?? '' };
}

async function feeOrder(context: RequestContext, cookie: string): Promise<string> {
  const response = await context.subject.app.inject({
    method: 'POST',
    url: '/api/v1/mentors/create-fee-order',
    headers: { cookie },
    payload: {},
    remoteAddress: nextClientAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`fee order failed: ${response.body}`);
  return response.json().data.id as string;
}

export function bookingRoutes(): MatrixEntry[] {
  return [
    // A student booking and paying.
    {
      route: 'POST /api/v1/students/free-session',
      own: {
        request: (context) => ({
          body: { packageId: catalogOf(context).intro20.id, mentorId: accountOf(context, 'mentor').id },
        }),
        expect: onlyFor('student', 200),
      },
      others: {
        request: (context) => ({
          body: {
            packageId: catalogOf(context).intro20.id,
            mentorId: accountOf(context, 'mentor').id,
            studentId: context.other.id,
          },
        }),
        expect: onlyFor('student', NOT_YOURS),
      },
      writes: [bookings, notifications, mailOutbox],
    },
    {
      route: 'POST /api/v1/students/is-free-session-used',
      // The answer is always about the caller: the body names no student to ask about.
      own: {
        request: (context) => ({ body: { mentorId: accountOf(context, 'mentor').id } }),
        expect: onlyFor('student', 200),
      },
    },
    {
      route: 'POST /api/v1/students/create-order',
      own: {
        request: (context) => ({
          body: { packageId: catalogOf(context).session60.id, mentorId: accountOf(context, 'mentor').id },
        }),
        expect: onlyFor('student', 200),
      },
      others: {
        request: (context) => ({
          body: {
            packageId: catalogOf(context).session60.id,
            mentorId: accountOf(context, 'mentor').id,
            studentId: context.other.id,
          },
        }),
        expect: onlyFor('student', NOT_YOURS),
      },
      writes: [orders],
    },
    {
      route: 'POST /api/v1/students/verify-payment',
      own: {
        request: async (context) => ({
          body: checkoutAnswer(context.subject, await orderOf(context, studentFor(context))),
        }),
        expect: onlyFor('student', 200),
      },
      // Someone else's order, correctly signed: only its owner may turn it into a booking.
      others: {
        request: async (context) => ({
          body: checkoutAnswer(context.subject, await orderOf(context, accountOf(context, 'studentA'))),
        }),
        expect: { ...onlyFor('student', NOT_YOURS), studentA: 200 },
      },
      // A second payment of a paid order is recorded as a refund of it.
      writes: [orders, bookings, refunds, notifications, mailOutbox],
    },
    studentList('POST /api/v1/students/purchased-sessions'),
    studentList('POST /api/v1/students/complete-sessions'),
    {
      route: 'POST /api/v1/students/cancel-session',
      own: {
        request: async (context) => {
          const booking = await bookingOf(context, {
            student: studentFor(context),
            mentor: accountOf(context, 'mentor'),
            status: 'pending',
          });
          return { body: { requestId: booking.id } };
        },
        expect: onlyFor('student', 200),
      },
      // Another student's request does not exist for this one.
      others: {
        request: async (context) => {
          const booking = await bookingOf(context, {
            student: context.other.role === 'student' ? context.other : accountOf(context, 'studentA'),
            mentor: accountOf(context, 'mentor'),
            status: 'pending',
          });
          return { body: { requestId: booking.id } };
        },
        expect: onlyFor('student', NOT_FOUND),
      },
      writes: [bookings, refunds, notifications, mailOutbox],
    },
    sessionCheckEntry('POST /api/v1/students/confirm-session', {}, [
      earningHolds,
      walletLedger,
      notifications,
      mailOutbox,
    ]),
    sessionCheckEntry(
      'POST /api/v1/students/report-session-problem',
      { kind: 'did_not_happen', reason: 'The mentor never joined the call.' },
      [earningHolds, notifications, mailOutbox],
    ),
    {
      route: 'POST /api/v1/students/is-feedback-given',
      own: {
        request: (context) => ({
          body: { mentorId: accountOf(context, 'mentor').id, studentId: context.actor.account?.id },
        }),
        expect: onlyFor('student', 200),
      },
      others: {
        request: (context) => ({
          body: { mentorId: accountOf(context, 'mentor').id, studentId: context.other.id },
        }),
        expect: onlyFor('student', NOT_YOURS),
      },
    },
    {
      route: 'POST /api/v1/students/give-feedback',
      own: {
        request: async (context) => {
          const mentor = accountOf(context, 'mentor');
          await bookingOf(context, { student: studentFor(context), mentor, status: 'complete' });
          return { body: { mentorId: mentor.id, rating: 5, review: 'Clear and kind.' } };
        },
        expect: onlyFor('student', 200),
      },
      others: {
        request: (context) => ({
          body: { mentorId: accountOf(context, 'mentor').id, rating: 4, userId: context.other.id },
        }),
        expect: onlyFor('student', NOT_YOURS),
      },
      // A rating also moves the mentor's stored review count and rating total (a trigger on feedback).
      writes: [feedback, mentors, notifications, mailOutbox],
    },

    // A mentor's sessions.
    mentorList('POST /api/v1/mentors/all-sessions-requests'),
    mentorList('POST /api/v1/mentors/all-active-sessions'),
    mentorList('POST /api/v1/mentors/all-complete-sessions'),
    mentorList('POST /api/v1/mentors/dashboard-summary', false),

    // A mentor's reviews and their one reply to each.
    mentorList('POST /api/v1/mentors/my-reviews'),
    {
      route: 'POST /api/v1/mentors/reply-review',
      own: {
        request: async (context) => ({
          body: { reviewId: await reviewOf(context, mentorFor(context).id), reply: 'Thank you!' },
        }),
        expect: onlyFor('mentor', 200),
      },
      // Another mentor's review does not exist for this one.
      others: {
        request: async (context) => {
          const other = await createMentor(context.subject.database.db);
          return { body: { reviewId: await reviewOf(context, other.id), reply: 'Thank you!' } };
        },
        expect: onlyFor('mentor', NOT_FOUND),
      },
      writes: [feedback],
    },
    {
      route: 'POST /api/v1/mentors/accept-sessions-request',
      own: {
        request: async (context) => {
          const booking = await bookingOf(context, {
            student: accountOf(context, 'studentA'),
            mentor: mentorFor(context),
            status: 'pending',
          });
          return { body: { requestId: booking.id } };
        },
        expect: onlyFor('mentor', 200),
      },
      // Another mentor's request does not exist for this one.
      others: {
        request: async (context) => {
          const booking = await bookingOf(context, {
            student: accountOf(context, 'studentA'),
            mentor: context.world.otherMentor,
            status: 'pending',
          });
          return { body: { requestId: booking.id } };
        },
        expect: onlyFor('mentor', NOT_FOUND),
      },
      writes: [bookings, notifications, mailOutbox],
    },
    {
      route: 'POST /api/v1/mentors/decline-sessions-request',
      own: {
        request: async (context) => {
          const booking = await bookingOf(context, {
            student: accountOf(context, 'studentA'),
            mentor: mentorFor(context),
            status: 'pending',
          });
          return { body: { requestId: booking.id, reason: 'Too many sessions right now' } };
        },
        expect: onlyFor('mentor', 200),
      },
      // Another mentor's request does not exist for this one.
      others: {
        request: async (context) => {
          const booking = await bookingOf(context, {
            student: accountOf(context, 'studentA'),
            mentor: context.world.otherMentor,
            status: 'pending',
          });
          return { body: { requestId: booking.id } };
        },
        expect: onlyFor('mentor', NOT_FOUND),
      },
      writes: [bookings, notifications, mailOutbox],
    },
    {
      route: 'POST /api/v1/mentors/change-status-completed',
      own: {
        request: async (context) => {
          const booking = await bookingOf(context, {
            student: accountOf(context, 'studentA'),
            mentor: mentorFor(context),
            status: 'active',
          });
          return { form: { requestId: booking.id, imageOfProof: await pictureFile() } };
        },
        expect: onlyFor('mentor', 200),
      },
      others: {
        request: async (context) => {
          const booking = await bookingOf(context, {
            student: accountOf(context, 'studentA'),
            mentor: context.world.otherMentor,
            status: 'active',
          });
          return { form: { requestId: booking.id, imageOfProof: await pictureFile() } };
        },
        expect: onlyFor('mentor', NOT_FOUND),
      },
      writes: [bookings, walletLedger, notifications, mailOutbox],
    },
    {
      route: 'GET /api/v1/bookings/:id/proof',
      // The proof of a session between student A and the world's mentor: theirs and the admins' to see.
      own: {
        request: async (context) => {
          const key = await context.subject.storage.putPrivate(
            `session-proofs/matrix-${context.actor.name}.webp`,
            (await pictureFile()).data,
          );
          const booking = await createBooking(context.subject.database.db, {
            studentId: accountOf(context, 'studentA').id,
            mentorId: accountOf(context, 'mentor').id,
            packageId: catalogOf(context).session60.id,
            status: 'complete',
            proofImageKey: key,
          });
          return { params: { id: booking.id } };
        },
        expect: { ...onlyFor('student', 200), studentB: NOT_FOUND, mentor: 200, admin: 200 },
      },
      // A session of another mentor's: not this mentor's to see.
      others: {
        request: async (context) => {
          const key = await context.subject.storage.putPrivate(
            `session-proofs/matrix-other-${context.actor.name}.webp`,
            (await pictureFile()).data,
          );
          const booking = await createBooking(context.subject.database.db, {
            studentId: accountOf(context, 'studentA').id,
            mentorId: context.world.otherMentor.id,
            packageId: catalogOf(context).session60.id,
            status: 'complete',
            proofImageKey: key,
          });
          return { params: { id: booking.id } };
        },
        expect: { ...onlyFor('student', 200), studentB: NOT_FOUND, mentor: NOT_FOUND, admin: 200 },
      },
    },
    {
      route: 'PUT /api/v1/sessions/:id/call-link',
      own: {
        request: async (context) => {
          const booking = await bookingOf(context, {
            student: accountOf(context, 'studentA'),
            mentor: mentorFor(context),
            status: 'active',
          });
          return { params: { id: booking.id }, body: { callUrl: 'https://meet.google.com/abc-defg-hij' } };
        },
        expect: onlyFor('mentor', 200),
      },
      // Another mentor's session does not exist for this one.
      others: {
        request: async (context) => {
          const booking = await bookingOf(context, {
            student: accountOf(context, 'studentA'),
            mentor: context.world.otherMentor,
            status: 'active',
          });
          return { params: { id: booking.id }, body: { callUrl: 'https://meet.google.com/abc-defg-hij' } };
        },
        expect: onlyFor('mentor', NOT_FOUND),
      },
      writes: [bookings, notifications, mailOutbox],
    },
    {
      route: 'POST /api/v1/sessions/:id/join',
      // A session of the actor's own, agreed for now with its call link: its student and its mentor join.
      own: {
        request: async (context) => {
          const booking = await joinableSession(context, studentFor(context), mentorFor(context));
          return { params: { id: booking.id } };
        },
        expect: { ...onlyFor('student', 200), mentor: 200 },
      },
      // Student A's session with another mentor: not the world's mentor's, nor student B's.
      others: {
        request: async (context) => {
          const booking = await joinableSession(
            context,
            accountOf(context, 'studentA'),
            context.world.otherMentor,
          );
          return { params: { id: booking.id } };
        },
        expect: { ...onlyFor('student', 200), studentB: NOT_FOUND, mentor: NOT_FOUND },
      },
      writes: [bookings],
    },

    // The provider's webhook: its signature is the credential, whoever sends it.
    {
      route: 'POST /api/v1/payments/webhook',
      own: {
        request: async (context) => {
          const orderId = await orderOf(context, studentFor(context));
          const request = webhookRequest(
            context.subject,
            capturedEvent(
              orderId,
              `pay_Matrix${Math.random().toString(36).slice(2, 10)}`,
              catalogOf(context).session60.pricePaise,
            ),
          );
          return { body: request.payload, headers: request.headers };
        },
        expect: everyone(200),
      },
      others: {
        request: () => ({
          body: JSON.stringify({ event: 'payment.captured', payload: {} }),
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': '0'.repeat(64) },
        }),
        expect: everyone({ status: 400, code: 'PAYMENT_SIGNATURE_INVALID' }),
      },
      // A capture of another amount or currency, or a second one, is recorded as a refund of it.
      writes: [orders, bookings, refunds, notifications, mailOutbox],
    },

    // The application fee: the sign-up token says whose it is.
    {
      route: 'POST /api/v1/mentors/create-fee-order',
      own: {
        request: async (context) => ({ body: {}, headers: { cookie: (await feeApplicant(context)).cookie } }),
        expect: everyone(200),
      },
      others: { request: () => ({ body: {} }), expect: everyone(SIGNUP_TOKEN_INVALID) },
      writes: [orders],
    },
    {
      route: 'POST /api/v1/mentors/verify-fee-payment',
      own: {
        request: async (context) => {
          const { cookie } = await feeApplicant(context);
          return {
            body: checkoutAnswer(context.subject, await feeOrder(context, cookie)),
            headers: { cookie },
          };
        },
        expect: everyone(200),
      },
      // Another applicant's order, from a browser holding a sign-up token of its own.
      others: {
        request: async (context) => {
          const theirs = await feeApplicant(context);
          const mine = await feeApplicant(context);
          return {
            body: checkoutAnswer(context.subject, await feeOrder(context, theirs.cookie)),
            headers: { cookie: mine.cookie },
          };
        },
        expect: everyone(NOT_YOURS),
      },
      writes: [orders, mentors, refunds, notifications, mailOutbox],
    },

    // The sandbox checkout: like the real widget, an order id is all it takes to pay (verification books).
    {
      route: 'GET /api/v1/payments/sandbox/orders/:orderId',
      own: {
        request: async (context) => ({ params: { orderId: await orderOf(context, studentFor(context)) } }),
        expect: everyone(200),
      },
      others: {
        request: () => ({ params: { orderId: 'order_NoSuchOrder0001' } }),
        expect: everyone(NOT_FOUND),
      },
    },
    {
      route: 'POST /api/v1/payments/sandbox/orders/:orderId/pay',
      own: {
        request: async (context) => ({
          params: { orderId: await orderOf(context, studentFor(context)) },
          body: { outcome: 'success' },
        }),
        expect: everyone(200),
      },
      others: {
        request: () => ({ params: { orderId: 'order_NoSuchOrder0001' }, body: { outcome: 'failure' } }),
        expect: everyone(NOT_FOUND),
      },
      writes: [orders],
    },
  ];
}
