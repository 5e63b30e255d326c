import {
  acceptDeadline,
  CALL_PROVIDER_NAMES,
  formatIstDate,
  JOIN_OPENS_MINUTES_BEFORE,
  paths,
  ROUTES,
  type CallProvider,
  type CancelReason,
  type SiteLanguage,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import {
  composeMail,
  greeting,
  guardianCopyMail,
  TEAM_LANGUAGE,
  wordingFor,
  type MessageKey,
  type Wording,
} from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import { mentorFullName, studentFullName, type BookingParties } from './bookings.repository.ts';

/**
 * What both sides hear at each step of a booking (product rules §7): an in-app notification and an
 * e-mail, written in the transaction of the change itself, so a rolled-back change tells nobody. Both are
 * written in the recipient's language when they are made.
 */
type NoticeContext = Pick<AppContext, 'outbox' | 'brand'>;

interface NoticeBooking {
  id: string;
  studentId: string;
  mentorId: string;
  purchasedAt: Date;
}

const mentorName = mentorFullName;
const studentName = studentFullName;

export interface Notice {
  notification: string;
  subject: string;
  heading: string;
  paragraphs: string[];
}

export interface Recipient {
  role: 'student' | 'mentor';
  id: string;
  email: string;
  /** First and last name: every greeting uses both. */
  name: string;
  language: SiteLanguage;
  /** Where the e-mail's button leads: its label, and a page of the site (in the recipient's language). */
  action: { label: MessageKey; path: string };
}

/** The in-app notification and the e-mail of one notice, in the recipient's language, greeting them by full name. */
export async function tell(
  ctx: NoticeContext,
  executor: Executor,
  to: Recipient,
  compose: (w: Wording) => Notice,
): Promise<void> {
  const w = wordingFor(to.language);
  const notice = compose(w);
  await notify(executor, to.role, to.id, notice.notification);
  await ctx.outbox.enqueue(
    executor,
    composeMail(ctx.brand, w.language, {
      to: to.email,
      subject: notice.subject,
      heading: notice.heading,
      paragraphs: [greeting(w, to.name), ...notice.paragraphs],
      action: {
        label: w.t(to.action.label, { brand: ctx.brand.brandName }),
        url: w.page(ctx.brand.publicUrl, to.action.path),
      },
    }),
  );
}

/**
 * A copy for the student's confirmed guardian (none without one), in the student's language: facts the
 * `compose` gives (receipt, agreed time, recap), never anything of the chat.
 */
export async function copyToGuardian(
  ctx: NoticeContext,
  executor: Executor,
  parties: BookingParties,
  compose: (w: Wording, student: string) => Omit<Notice, 'notification'>,
): Promise<void> {
  if (!parties.guardianEmail) return;
  const w = wordingFor(parties.studentLanguage);
  const student = studentName(parties);
  await ctx.outbox.enqueue(
    executor,
    guardianCopyMail(ctx.brand, w.language, { to: parties.guardianEmail, student, ...compose(w, student) }),
  );
}

/** The booking's student; their e-mails lead to their sessions. */
export const studentOf = (booking: NoticeBooking, parties: BookingParties): Recipient => ({
  role: 'student',
  id: booking.studentId,
  email: parties.studentEmail,
  name: studentName(parties),
  language: parties.studentLanguage,
  action: { label: 'actions.seeSessions', path: ROUTES.studentProfile },
});

/** The booking's mentor; their e-mails lead to the requests page unless a notice says otherwise. */
export const mentorOf = (booking: Pick<NoticeBooking, 'mentorId'>, parties: BookingParties): Recipient => ({
  role: 'mentor',
  id: booking.mentorId,
  email: parties.mentorEmail,
  name: mentorName(parties),
  language: parties.mentorLanguage,
  action: { label: 'actions.openDashboard', path: ROUTES.mentorSessionRequests },
});

/** What happens to a request nobody accepts; a free one has no payment, so no refund is spoken of. */
function unansweredRequestFate(w: Wording, isFree: boolean): string {
  return w.t(isFree ? 'bookings.unanswered.free' : 'bookings.unanswered.paid');
}

/** The full refund of a paid request, as its student reads it. */
function refundUnderway(w: Wording, refundPaise: number): string | undefined {
  return refundPaise > 0 ? w.t('bookings.refundUnderway', { amount: w.rupees(refundPaise) }) : undefined;
}

export interface PaymentReceipt {
  amountPaise: number;
  providerOrderId: string;
  paymentId: string;
  paidAt: Date;
}

/** A new request: the mentor is asked to accept it; the student gets a confirmation or a receipt. */
export async function announceNewRequest(
  ctx: NoticeContext,
  executor: Executor,
  booking: NoticeBooking,
  parties: BookingParties,
  receipt: PaymentReceipt | undefined,
): Promise<void> {
  const names = { student: studentName(parties), mentor: mentorName(parties), package: parties.packageName };
  const deadlineAt = acceptDeadline(booking.purchasedAt);
  await tell(ctx, executor, mentorOf(booking, parties), (w) => {
    const deadline = w.dateTime(deadlineAt);
    return {
      notification: w.t('bookings.newRequest.notification', { ...names, deadline }),
      subject: w.t('bookings.newRequest.subject', names),
      heading: w.t('bookings.newRequest.heading'),
      paragraphs: [
        w.t('bookings.newRequest.booked', names),
        w.t('bookings.newRequest.acceptBy', {
          deadline,
          fate: unansweredRequestFate(w, receipt === undefined),
        }),
      ],
    };
  });
  if (!receipt) {
    await tell(ctx, executor, studentOf(booking, parties), (w) => ({
      notification: w.t('bookings.requestSent.notification', names),
      subject: w.t('bookings.requestSent.subject', names),
      heading: w.t('bookings.requestSent.heading'),
      paragraphs: [
        w.t('bookings.requestSent.booked', names),
        w.t('bookings.requestSent.waiting', { ...names, deadline: w.dateTime(deadlineAt) }),
      ],
    }));
    return;
  }
  await tell(ctx, executor, studentOf(booking, parties), (w) => {
    const paid = { ...names, amount: w.rupees(receipt.amountPaise) };
    return {
      notification: w.t('bookings.paymentReceived.notification', paid),
      subject: w.t('bookings.paymentReceived.subject', paid),
      heading: w.t('bookings.paymentReceived.heading'),
      paragraphs: [
        w.t('bookings.paymentReceived.received', paid),
        w.t('bookings.paymentReceived.details', {
          paidAt: w.dateTime(receipt.paidAt),
          orderId: receipt.providerOrderId,
          paymentId: receipt.paymentId,
        }),
        w.t('bookings.paymentReceived.waiting', { ...names, deadline: w.dateTime(deadlineAt) }),
      ],
    };
  });
  await copyToGuardian(ctx, executor, parties, (w, student) => {
    const paid = { ...names, student, amount: w.rupees(receipt.amountPaise) };
    return {
      subject: w.t('guardians.receipt.subject', paid),
      heading: w.t('guardians.receipt.heading', paid),
      paragraphs: [
        w.t('guardians.receipt.paid', paid),
        w.t('guardians.receipt.details', {
          paidAt: w.dateTime(receipt.paidAt),
          orderId: receipt.providerOrderId,
          paymentId: receipt.paymentId,
        }),
      ],
    };
  });
}

export async function announceAccepted(
  ctx: NoticeContext,
  executor: Executor,
  booking: NoticeBooking,
  parties: BookingParties,
): Promise<void> {
  const names = { mentor: mentorName(parties), package: parties.packageName };
  await tell(ctx, executor, studentOf(booking, parties), (w) => ({
    notification: w.t('bookings.accepted.notification', names),
    subject: w.t('bookings.accepted.subject', names),
    heading: w.t('bookings.accepted.heading'),
    paragraphs: [w.t('bookings.accepted.accepted', names), w.t('bookings.accepted.next')],
  }));
}

/**
 * The mentor set or changed the session's call address: both people are told, in their own language, with
 * a button to the session's join address (never the call's own address, so every join is counted).
 */
export async function announceCallLink(
  ctx: NoticeContext,
  executor: Executor,
  booking: NoticeBooking & { scheduledAt: Date | null },
  parties: BookingParties,
  { provider, changed }: { provider: CallProvider; changed: boolean },
): Promise<void> {
  const join = { label: 'actions.openJoinPage', path: paths.joinSession(booking.id) } as const;
  const recipients = [
    { ...studentOf(booking, parties), action: join, other: mentorName(parties) },
    { ...mentorOf(booking, parties), action: join, other: studentName(parties) },
  ];
  for (const recipient of recipients) {
    await tell(ctx, executor, recipient, (w) => {
      const values = {
        other: recipient.other,
        package: parties.packageName,
        provider:
          provider === 'other' ? w.t('bookings.callLink.otherProvider') : CALL_PROVIDER_NAMES[provider],
        changed: changed ? 'yes' : 'no',
        minutes: JOIN_OPENS_MINUTES_BEFORE,
        brand: ctx.brand.brandName,
      };
      return {
        notification: w.t('bookings.callLink.notification', values),
        subject: w.t('bookings.callLink.subject', values),
        heading: w.t('bookings.callLink.heading'),
        paragraphs: [
          w.t('bookings.callLink.link', values),
          booking.scheduledAt
            ? w.t('bookings.callLink.when', { ...values, when: w.dateTime(booking.scheduledAt) })
            : w.t('bookings.callLink.noTime', values),
          w.t('bookings.callLink.tracked', values),
        ],
      };
    });
  }
}

export async function announceCompleted(
  ctx: NoticeContext,
  executor: Executor,
  booking: NoticeBooking & { completedAt: Date | null },
  parties: BookingParties,
): Promise<void> {
  const names = { mentor: mentorName(parties), package: parties.packageName };
  await tell(ctx, executor, studentOf(booking, parties), (w) => ({
    notification: w.t('bookings.completed.notification', names),
    subject: w.t('bookings.completed.subject', names),
    heading: w.t('bookings.completed.heading'),
    paragraphs: [w.t('bookings.completed.completed', names), w.t('bookings.completed.rate')],
  }));
  const { completedAt } = booking;
  if (!completedAt) return;
  // A recap: who, which package and when; never what was said in the chat.
  await copyToGuardian(ctx, executor, parties, (w, student) => {
    const recap = { ...names, student, date: formatIstDate(completedAt, w.language) };
    return {
      subject: w.t('guardians.recap.subject', recap),
      heading: w.t('guardians.recap.heading'),
      paragraphs: [w.t('guardians.recap.done', recap)],
    };
  });
}

/**
 * A pending request ended: by the 24-hour rule, by its student, by an admin, or at once because its
 * mentor had stopped taking bookings when the payment arrived (the mentor, who never saw it, is not told).
 */
export async function announceCancelled(
  ctx: NoticeContext,
  executor: Executor,
  booking: NoticeBooking & { reason: CancelReason; refundPaise: number },
  parties: BookingParties,
): Promise<void> {
  const names = { student: studentName(parties), mentor: mentorName(parties), package: parties.packageName };
  const { reason } = booking;
  await tell(ctx, executor, studentOf(booking, parties), (w) => {
    const refund = refundUnderway(w, booking.refundPaise);
    const studentLine = w.t(`bookings.cancelled.student.${reason}`, names);
    return {
      notification: refund ? `${studentLine} ${w.t('bookings.refundStarted')}` : studentLine,
      subject: w.t('bookings.cancelled.subject', names),
      heading: w.t('bookings.cancelled.studentHeading'),
      paragraphs: refund ? [studentLine, refund] : [studentLine],
    };
  });
  if (reason === 'unavailable') return;
  await tell(ctx, executor, mentorOf(booking, parties), (w) => {
    const mentorLine = w.t(`bookings.cancelled.mentor.${reason}`, names);
    return {
      notification: mentorLine,
      subject: w.t('bookings.cancelled.subject', names),
      heading: w.t('bookings.cancelled.mentorHeading'),
      paragraphs: [mentorLine],
    };
  });
}

export async function announceRefunded(
  ctx: NoticeContext,
  executor: Executor,
  booking: NoticeBooking & { amountPaise: number; providerRefundId: string },
  parties: BookingParties,
): Promise<void> {
  await tell(ctx, executor, studentOf(booking, parties), (w) => {
    const values = {
      amount: w.rupees(booking.amountPaise),
      package: parties.packageName,
      mentor: mentorName(parties),
      refundId: booking.providerRefundId,
    };
    return {
      notification: w.t('bookings.refunded.notification', values),
      subject: w.t('bookings.refunded.subject', values),
      heading: w.t('bookings.refunded.heading'),
      paragraphs: [w.t('bookings.refunded.processed', values), w.t('bookings.banksShowRefund')],
    };
  });
}

/** The payment provider refused a refund for good: a person must sort it out, and the student is told so. */
export async function announceRefundNeedsHelp(
  ctx: NoticeContext,
  executor: Executor,
  booking: NoticeBooking & { amountPaise: number; reason: string },
  parties: BookingParties,
): Promise<void> {
  await tell(ctx, executor, studentOf(booking, parties), (w) => {
    const values = {
      amount: w.rupees(booking.amountPaise),
      package: parties.packageName,
      supportEmail: ctx.brand.supportEmail,
    };
    return {
      notification: w.t('bookings.refundNeedsHelp.notification', values),
      subject: w.t('bookings.refundNeedsHelp.subject', values),
      heading: w.t('bookings.refundNeedsHelp.heading'),
      paragraphs: [
        w.t('bookings.refundNeedsHelp.failed', values),
        w.t('bookings.refundNeedsHelp.next', values),
      ],
    };
  });
  const amount = wordingFor(TEAM_LANGUAGE).rupees(booking.amountPaise);
  await ctx.outbox.enqueue(
    executor,
    composeMail(ctx.brand, TEAM_LANGUAGE, {
      to: ctx.brand.supportEmail,
      subject: `[${ctx.brand.brandName}] Refund needs attention: booking ${booking.id}`,
      heading: 'A refund failed at the payment provider',
      paragraphs: [
        `Booking ${booking.id}: ${amount} to ${parties.studentEmail} (${studentName(parties)}, @${studentName(parties)}).`,
        `Provider said: ${booking.reason}`,
      ],
    }),
  );
}

export async function remindMentor(
  ctx: NoticeContext,
  executor: Executor,
  booking: NoticeBooking & { isFree: boolean },
  parties: BookingParties,
): Promise<void> {
  const names = { student: studentName(parties), package: parties.packageName };
  await tell(ctx, executor, mentorOf(booking, parties), (w) => {
    const deadline = w.dateTime(acceptDeadline(booking.purchasedAt));
    return {
      notification: w.t('bookings.reminder.notification', { ...names, deadline }),
      subject: w.t('bookings.reminder.subject', { ...names, deadline }),
      heading: w.t('bookings.reminder.heading'),
      paragraphs: [
        w.t('bookings.reminder.waiting', names),
        w.t('bookings.reminder.acceptBefore', { deadline, fate: unansweredRequestFate(w, booking.isFree) }),
      ],
    };
  });
}

/**
 * The mentor declined a pending request. The student hears who declined, the reason if one was given, the
 * full refund of a paid request (a free one's texts never speak of money), and where to find another mentor
 * of the same category; the mentor gets a record of what they did.
 */
export async function announceDeclined(
  ctx: NoticeContext,
  executor: Executor,
  booking: NoticeBooking & { declineReason: string | null; refundPaise: number },
  parties: BookingParties,
): Promise<void> {
  const names = {
    mentor: mentorName(parties),
    student: studentName(parties),
    username: parties.studentUsername,
    package: parties.packageName,
  };
  const reason = booking.declineReason;
  const category = parties.mentorCategory;
  await tell(
    ctx,
    executor,
    {
      ...studentOf(booking, parties),
      action: {
        label: 'actions.findAnotherMentor',
        path: category ? paths.mentorsInCategory(category) : ROUTES.searchMentor,
      },
    },
    (w) => {
      const refund = refundUnderway(w, booking.refundPaise);
      const others = category
        ? w.t('bookings.declined.othersInCategory', { category })
        : w.t('bookings.declined.others');
      const studentLine = reason
        ? w.t('bookings.declined.studentLineWithReason', { ...names, reason })
        : w.t('bookings.declined.studentLine', names);
      return {
        notification: [studentLine, refund && w.t('bookings.refundStarted'), others]
          .filter(Boolean)
          .join(' '),
        subject: w.t('bookings.declined.studentSubject', names),
        heading: w.t('bookings.declined.studentHeading'),
        paragraphs: [studentLine, ...(refund ? [refund] : []), others],
      };
    },
  );
  await tell(ctx, executor, mentorOf(booking, parties), (w) => {
    const mentorLine = w.t(
      booking.refundPaise > 0 ? 'bookings.declined.mentorLineRefunded' : 'bookings.declined.mentorLine',
      names,
    );
    return {
      notification: mentorLine,
      subject: w.t('bookings.declined.mentorSubject', names),
      heading: w.t('bookings.declined.mentorHeading'),
      paragraphs: [mentorLine, ...(reason ? [w.t('bookings.declined.reasonGiven', { reason })] : [])],
    };
  });
}
