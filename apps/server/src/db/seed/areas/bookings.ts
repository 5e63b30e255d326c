import { formatRupees, type BookingStatus, type PackageKind } from '@neetmentor/contract';
import {
  bookings,
  feedback,
  notifications,
  orders,
  refunds,
  walletLedger,
  type CANCEL_REASONS,
} from '../../schema/index.ts';
import { DAY, HOUR, MINUTE, type DemoContext, type WithId } from '../demo-context.ts';
import { documentSvg } from '../images.ts';
import { NOTIFICATION_TEXT, REVIEWS } from '../site-content.ts';
import type { CatalogDemo } from './catalog.ts';
import type { MentorsDemo, OrderRow, SeededMentor } from './mentors.ts';
import { createNotifier } from './notifications.ts';
import type { StudentRow, StudentsDemo } from './students.ts';
import type { LedgerRow } from './wallet.ts';

export type BookingRow = WithId<typeof bookings.$inferInsert>;
type CancelReason = (typeof CANCEL_REASONS)[number];

export interface BookingsDemo {
  rows: BookingRow[];
  /** The mentors' earnings from completed sessions. */
  earnings: LedgerRow[];
}

const RANDOM_BOOKINGS = 95;

interface Timeline {
  purchasedAt: Date;
  approvedAt?: Date;
  completedAt?: Date;
  cancelledAt?: Date;
  cancelReason?: CancelReason;
}

interface BookingPlan {
  student: StudentRow;
  mentor: SeededMentor;
  kind: PackageKind;
  status: BookingStatus;
  timeline: Timeline;
  rating?: number;
  review?: string | null;
  /** The mentor's reply to the review, so the profile shows one. */
  reply?: string;
}

const latest = (...dates: (Date | undefined)[]) =>
  new Date(Math.max(...dates.map((date) => date?.getTime() ?? 0)));

/**
 * Bookings in every state with their money trail: orders (and abandoned checkouts), refunds of
 * cancelled sessions, feedback, the mentors' earnings and the notifications each step sent. The demo
 * accounts get hand-written bookings so every screen has something to show; the rest are drawn.
 */
export function addBookingsDemo(
  demo: DemoContext,
  { catalog, mentors, students }: { catalog: CatalogDemo; mentors: MentorsDemo; students: StudentsDemo },
): BookingsDemo {
  const { rand, ago, after, notLaterThanNow } = demo;
  const { demoMentor } = mentors;
  const [, featuredSecond, featuredThird, featuredFourth, featuredFifth, featuredSixth] = mentors.featured;
  const { demoStudent } = students;
  const orderRows: OrderRow[] = [];
  const bookingRows: BookingRow[] = [];
  const refundRows: WithId<typeof refunds.$inferInsert>[] = [];
  const feedbackRows: WithId<typeof feedback.$inferInsert>[] = [];
  const earnings: LedgerRow[] = [];
  const { rows: notes, notify } = createNotifier(demo);

  const freePairs = new Set<string>();
  const ratedPairs = new Set<string>();
  const pairKey = (student: StudentRow, mentor: SeededMentor) => `${student.id}:${mentor.row.id}`;

  // Up to an hour of jitter keeps times off the full hour; every caller leaves that much slack before now.
  const jitter = () => rand.int(0, 59) * MINUTE;
  const timelines = {
    pending: (minutesAgo: number): Timeline => ({ purchasedAt: ago(minutesAgo * MINUTE) }),
    active: (hoursAgo: number, approveAfterHours: number): Timeline => {
      const purchasedAt = ago(hoursAgo * HOUR + jitter());
      return { purchasedAt, approvedAt: after(purchasedAt, approveAfterHours * HOUR + jitter()) };
    },
    complete: (hoursAgo: number, approveAfterHours: number, completeAfterHours: number): Timeline => {
      const purchasedAt = ago(hoursAgo * HOUR + jitter());
      const approvedAt = after(purchasedAt, approveAfterHours * HOUR + jitter());
      return {
        purchasedAt,
        approvedAt,
        completedAt: after(approvedAt, completeAfterHours * HOUR + jitter()),
      };
    },
    cancelled: (hoursAgo: number, reason: CancelReason, cancelAfterHours: number): Timeline => {
      const purchasedAt = ago(hoursAgo * HOUR + jitter());
      return { purchasedAt, cancelledAt: after(purchasedAt, cancelAfterHours * HOUR), cancelReason: reason };
    },
  };

  function randomTimeline(status: BookingStatus, kind: PackageKind): Timeline {
    switch (status) {
      case 'pending':
        return timelines.pending(rand.int(20, 23 * 60 + 30));
      case 'active':
        return kind === 'monthly'
          ? timelines.active(rand.int(2, 27) * 24 + rand.int(0, 23), rand.int(1, 18))
          : timelines.active(rand.int(1, 20) * 24 + rand.int(0, 23), rand.int(1, 18));
      case 'complete':
        return kind === 'monthly'
          ? timelines.complete(rand.int(40, 170) * 24, rand.int(1, 18), 30 * 24 + rand.int(1, 96))
          : timelines.complete(rand.int(7, 150) * 24 + rand.int(0, 23), rand.int(1, 18), rand.int(12, 120));
      case 'cancelled': {
        const reason: CancelReason = rand.chance(0.6) ? 'timeout' : rand.chance(0.6) ? 'student' : 'admin';
        const cancelAfter = reason === 'timeout' ? 24 + 1 / 60 : rand.int(1, 20);
        return timelines.cancelled(rand.int(2, 120) * 24 + rand.int(0, 23), reason, cancelAfter);
      }
    }
  }

  function addBooking(plan: BookingPlan): BookingRow {
    const pkg = catalog.packageFor(plan.mentor.category, plan.kind);
    const isFree = pkg.pricePaise === 0;
    const key = pairKey(plan.student, plan.mentor);
    if (isFree) {
      if (freePairs.has(key)) throw new Error(`Second free booking planned for ${key}`);
      freePairs.add(key);
    }
    const { purchasedAt, approvedAt, completedAt, cancelledAt, cancelReason } = plan.timeline;
    const id = rand.uuid();
    let orderId: string | null = null;
    if (!isFree) {
      orderId = rand.uuid();
      orderRows.push({
        id: orderId,
        purpose: 'booking',
        studentId: plan.student.id,
        mentorId: plan.mentor.row.id,
        packageId: pkg.id,
        amountPaise: pkg.pricePaise,
        provider: 'sandbox',
        providerOrderId: demo.providerId('order'),
        status: 'paid',
        paymentId: demo.providerId('pay'),
        paidAt: purchasedAt,
        createdAt: after(purchasedAt, -2 * MINUTE),
        updatedAt: purchasedAt,
      });
      notify(
        'student',
        plan.student.id,
        NOTIFICATION_TEXT.purchased(pkg.name, formatRupees(pkg.pricePaise)),
        purchasedAt,
        true,
      );
    }
    const pendingHours = (demo.nowMs - purchasedAt.getTime()) / HOUR;
    const booking: BookingRow = {
      id,
      studentId: plan.student.id,
      mentorId: plan.mentor.row.id,
      packageId: pkg.id,
      orderId,
      status: plan.status,
      pricePaise: pkg.pricePaise,
      mentorEarningPaise: pkg.mentorEarningPaise,
      isFree,
      purchasedAt,
      approvedAt: approvedAt ?? null,
      completedAt: completedAt ?? null,
      cancelledAt: cancelledAt ?? null,
      cancelReason: cancelReason ?? null,
      proofImageKey: null,
      // The mentor is reminded four hours before the 24-hour deadline.
      reminderSentAt: plan.status === 'pending' && pendingHours >= 20 ? after(purchasedAt, 20 * HOUR) : null,
      createdAt: purchasedAt,
      updatedAt: latest(purchasedAt, approvedAt, completedAt, cancelledAt),
    };
    bookingRows.push(booking);
    notify(
      'mentor',
      plan.mentor.row.id,
      NOTIFICATION_TEXT.newRequest(plan.student.username, pkg.name),
      purchasedAt,
      plan.status !== 'pending',
    );
    if (approvedAt) {
      notify(
        'student',
        plan.student.id,
        NOTIFICATION_TEXT.accepted(plan.mentor.row.mentorId, pkg.name),
        approvedAt,
        demo.nowMs - approvedAt.getTime() > 2 * DAY,
      );
    }
    if (plan.status === 'complete' && completedAt) {
      demo.addPicture({
        visibility: 'private',
        key: `proofs/${id}.webp`,
        svg: documentSvg('Session Proof'),
        assign: (proofKey) => {
          booking.proofImageKey = proofKey;
        },
      });
      earnings.push({
        id: rand.uuid(),
        mentorId: plan.mentor.row.id,
        kind: 'earning',
        amountPaise: pkg.mentorEarningPaise,
        sourceKey: `booking:${id}:earning`,
        bookingId: id,
        payoutId: null,
        createdAt: completedAt,
      });
      notify(
        'student',
        plan.student.id,
        NOTIFICATION_TEXT.completed(plan.mentor.row.mentorId),
        completedAt,
        true,
      );
      if (plan.rating !== undefined && !ratedPairs.has(key)) {
        ratedPairs.add(key);
        const ratedAt = notLaterThanNow(after(completedAt, rand.int(1, 48) * HOUR));
        feedbackRows.push({
          id: rand.uuid(),
          mentorId: plan.mentor.row.id,
          studentId: plan.student.id,
          bookingId: id,
          rating: plan.rating,
          review: plan.review ?? null,
          ...(plan.reply ? { reply: plan.reply, repliedAt: notLaterThanNow(after(ratedAt, 6 * HOUR)) } : {}),
          createdAt: ratedAt,
          updatedAt: ratedAt,
        });
        notify(
          'mentor',
          plan.mentor.row.id,
          NOTIFICATION_TEXT.rating(plan.student.username, plan.rating),
          ratedAt,
          true,
        );
      }
    }
    if (plan.status === 'cancelled' && cancelledAt && orderId) {
      const processedAt = notLaterThanNow(after(cancelledAt, rand.int(1, 6) * HOUR));
      refundRows.push({
        id: rand.uuid(),
        bookingId: id,
        orderId,
        amountPaise: pkg.pricePaise,
        status: 'processed',
        providerRefundId: demo.providerId('rfnd'),
        attempts: 1,
        lastError: null,
        nextAttemptAt: cancelledAt,
        processedAt,
        createdAt: cancelledAt,
        updatedAt: processedAt,
      });
      if (cancelReason === 'timeout') {
        notify(
          'student',
          plan.student.id,
          NOTIFICATION_TEXT.refunded(plan.mentor.row.mentorId, formatRupees(pkg.pricePaise)),
          processedAt,
          true,
        );
      }
    }
    return booking;
  }

  const [s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11] = students.others;
  if (!s1 || !s2 || !s3 || !s4 || !s5 || !s6 || !s7 || !s8 || !s9 || !s10 || !s11) {
    throw new Error('Expected at least eleven generated students');
  }

  // The demo accounts get hand-written bookings so every screen has something to show.
  addBooking({
    student: demoStudent,
    mentor: demoMentor,
    kind: 'intro20',
    status: 'complete',
    timeline: timelines.complete(60 * 24, 5, 30),
    rating: 5,
    review: REVIEWS[0],
    reply: 'Thank you! Keep up the daily revision, and bring your mock test scores next time.',
  });
  addBooking({
    student: demoStudent,
    mentor: demoMentor,
    kind: 'session60',
    status: 'active',
    timeline: timelines.active(2 * 24 + 4, 3),
  });
  addBooking({
    student: demoStudent,
    mentor: featuredSecond,
    kind: 'session60',
    status: 'pending',
    timeline: timelines.pending(3 * 60),
  });
  addBooking({
    student: demoStudent,
    mentor: featuredThird,
    kind: 'session60',
    status: 'complete',
    timeline: timelines.complete(35 * 24, 8, 50),
    rating: 4,
    review: REVIEWS[8],
  });
  addBooking({
    student: demoStudent,
    mentor: featuredFourth,
    kind: 'session60',
    status: 'cancelled',
    timeline: timelines.cancelled(20 * 24, 'timeout', 24 + 1 / 60),
  });
  addBooking({
    student: demoStudent,
    mentor: featuredFifth,
    kind: 'monthly',
    status: 'active',
    timeline: timelines.active(9 * 24, 6),
  });
  addBooking({
    student: demoStudent,
    mentor: featuredSixth,
    kind: 'intro20',
    status: 'complete',
    timeline: timelines.complete(8 * 24, 4, 30),
  });

  addBooking({
    student: s1,
    mentor: demoMentor,
    kind: 'session60',
    status: 'pending',
    timeline: timelines.pending(23 * 60 + 10),
  });
  addBooking({
    student: s2,
    mentor: demoMentor,
    kind: 'intro20',
    status: 'pending',
    timeline: timelines.pending(21 * 60 + 30),
  });
  addBooking({
    student: s3,
    mentor: demoMentor,
    kind: 'monthly',
    status: 'pending',
    timeline: timelines.pending(2 * 60),
  });
  addBooking({
    student: s4,
    mentor: demoMentor,
    kind: 'monthly',
    status: 'active',
    timeline: timelines.active(12 * 24, 5),
  });
  addBooking({
    student: s5,
    mentor: demoMentor,
    kind: 'intro20',
    status: 'active',
    timeline: timelines.active(30, 4),
  });
  addBooking({
    student: s1,
    mentor: demoMentor,
    kind: 'intro20',
    status: 'complete',
    timeline: timelines.complete(90 * 24, 6, 40),
    rating: 5,
    review: REVIEWS[1],
  });
  addBooking({
    student: s2,
    mentor: demoMentor,
    kind: 'session60',
    status: 'complete',
    timeline: timelines.complete(70 * 24, 3, 26),
    rating: 5,
    review: REVIEWS[2],
  });
  addBooking({
    student: s3,
    mentor: demoMentor,
    kind: 'intro20',
    status: 'complete',
    timeline: timelines.complete(50 * 24, 2, 20),
    rating: 4,
    review: REVIEWS[4],
  });
  addBooking({
    student: s6,
    mentor: demoMentor,
    kind: 'monthly',
    status: 'complete',
    timeline: timelines.complete(75 * 24, 5, 31 * 24),
    rating: 5,
    review: REVIEWS[6],
  });
  addBooking({
    student: s7,
    mentor: demoMentor,
    kind: 'session60',
    status: 'complete',
    timeline: timelines.complete(25 * 24, 7, 30),
    rating: 5,
    review: null,
  });
  addBooking({
    student: s8,
    mentor: demoMentor,
    kind: 'session60',
    status: 'complete',
    timeline: timelines.complete(12 * 24, 4, 48),
    rating: 4,
    review: REVIEWS[7],
  });
  // Completed within the last day, so the wallet shows a balance after the latest payout.
  addBooking({
    student: s9,
    mentor: demoMentor,
    kind: 'session60',
    status: 'complete',
    timeline: timelines.complete(72, 6, 46),
  });
  addBooking({
    student: s10,
    mentor: demoMentor,
    kind: 'session60',
    status: 'cancelled',
    timeline: timelines.cancelled(15 * 24, 'timeout', 24 + 1 / 60),
  });
  addBooking({
    student: s11,
    mentor: demoMentor,
    kind: 'intro20',
    status: 'cancelled',
    timeline: timelines.cancelled(40 * 24, 'student', 3),
  });

  const usedPairs = new Set(bookingRows.map((booking) => `${booking.studentId}:${booking.mentorId}`));
  const statusWeights: readonly BookingStatus[] = [
    'complete',
    'complete',
    'complete',
    'complete',
    'complete',
    'active',
    'active',
    'pending',
    'pending',
    'cancelled',
  ];
  const kindWeights: readonly PackageKind[] = [
    'intro20',
    'intro20',
    'intro20',
    'session60',
    'session60',
    'session60',
    'session60',
    'monthly',
  ];
  const bookableMentors = mentors.approved.slice(1);
  for (let i = 0; i < RANDOM_BOOKINGS; i++) {
    const student = rand.pick(students.others);
    const mentor = rand.chance(0.5) ? rand.pick(mentors.featured.slice(1)) : rand.pick(bookableMentors);
    const key = pairKey(student, mentor);
    if (usedPairs.has(key)) continue;
    usedPairs.add(key);
    const status = rand.pick(statusWeights);
    const kind = rand.pick(kindWeights);
    const rated = status === 'complete' && rand.chance(0.85);
    addBooking({
      student,
      mentor,
      kind,
      status,
      timeline: randomTimeline(status, kind),
      rating: rated ? rand.pick([5, 5, 5, 4, 4, 4, 3]) : undefined,
      review: rated && rand.chance(0.7) ? rand.pick(REVIEWS) : null,
    });
  }
  // Abandoned and failed checkouts, as a real payments table has them.
  for (const status of ['created', 'created', 'failed'] as const) {
    const student = rand.pick(students.others);
    const mentor = rand.pick(bookableMentors);
    const pkg = catalog.packageFor(mentor.category, 'session60');
    const createdAt = ago(rand.int(1, 30) * DAY);
    orderRows.push({
      id: rand.uuid(),
      purpose: 'booking',
      studentId: student.id,
      mentorId: mentor.row.id,
      packageId: pkg.id,
      amountPaise: pkg.pricePaise,
      provider: 'sandbox',
      providerOrderId: demo.providerId('order'),
      status,
      paymentId: null,
      paidAt: null,
      createdAt,
      updatedAt: createdAt,
    });
  }

  demo.insert(orders, orderRows);
  demo.insert(bookings, bookingRows);
  demo.insert(refunds, refundRows);
  demo.insert(feedback, feedbackRows);
  demo.insert(walletLedger, earnings);
  demo.insert(notifications, notes);
  return { rows: bookingRows, earnings };
}
