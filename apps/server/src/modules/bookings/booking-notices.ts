import {
  acceptDeadline,
  formatIstDateTime,
  formatRupees,
  paths,
  ROUTES,
  type CancelReason,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { composeMail } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import { mentorFullName, studentFullName, type BookingParties } from './bookings.repository.ts';

/**
 * What both sides hear at each step of a booking (product rules §7): an in-app notification and an
 * e-mail, written in the transaction of the change itself, so a rolled-back change tells nobody.
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
  /** Where the e-mail's button leads. */
  action: { label: string; url: string };
}

/** The in-app notification and the e-mail of one notice, greeting the person by full name. */
export async function tell(
  ctx: NoticeContext,
  executor: Executor,
  to: Recipient,
  notice: Notice,
): Promise<void> {
  await notify(executor, to.role, to.id, notice.notification);
  await ctx.outbox.enqueue(
    executor,
    composeMail(ctx.brand, {
      to: to.email,
      subject: notice.subject,
      heading: notice.heading,
      paragraphs: [`Hi ${to.name},`, ...notice.paragraphs],
      action: to.action,
    }),
  );
}

/** The booking's student; their e-mails lead to their sessions. */
const studentOf = (ctx: NoticeContext, booking: NoticeBooking, parties: BookingParties): Recipient => ({
  role: 'student',
  id: booking.studentId,
  email: parties.studentEmail,
  name: studentName(parties),
  action: { label: 'See your sessions', url: `${ctx.brand.publicUrl}/student-profile` },
});

/** The booking's mentor; their e-mails lead to the requests page unless a notice says otherwise. */
export const mentorOf = (
  ctx: NoticeContext,
  booking: Pick<NoticeBooking, 'mentorId'>,
  parties: BookingParties,
): Recipient => ({
  role: 'mentor',
  id: booking.mentorId,
  email: parties.mentorEmail,
  name: mentorName(parties),
  action: { label: 'Open your dashboard', url: `${ctx.brand.publicUrl}/mentor-dashboard/approval-section` },
});

/** What happens to a request nobody accepts; a free one has no payment, so no refund is spoken of. */
function unansweredRequestFate(isFree: boolean): string {
  return isFree
    ? 'A request not accepted within 24 hours is cancelled.'
    : 'A request not accepted within 24 hours is cancelled and the student is refunded in full.';
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
  const deadline = formatIstDateTime(acceptDeadline(booking.purchasedAt));
  await tell(ctx, executor, mentorOf(ctx, booking, parties), {
    notification: `New session request from ${studentName(parties)} for ${parties.packageName}. Accept it by ${deadline}.`,
    subject: `New session request: ${parties.packageName}`,
    heading: 'You have a new session request',
    paragraphs: [
      `${studentName(parties)} booked ${parties.packageName} with you.`,
      `Please accept it by ${deadline} (India time). ${unansweredRequestFate(receipt === undefined)}`,
    ],
  });
  const waiting = `${mentorName(parties)} has until ${deadline} to accept; if they do not, the request is cancelled`;
  if (!receipt) {
    await tell(ctx, executor, studentOf(ctx, booking, parties), {
      notification: `Your request for ${parties.packageName} was sent to ${mentorName(parties)}.`,
      subject: `Request sent: ${parties.packageName} with ${mentorName(parties)}`,
      heading: 'Your session request was sent',
      paragraphs: [`You booked ${parties.packageName} with ${mentorName(parties)}.`, `${waiting}.`],
    });
    return;
  }
  const amount = formatRupees(receipt.amountPaise);
  await tell(ctx, executor, studentOf(ctx, booking, parties), {
    notification: `Payment of ${amount} received for ${parties.packageName} with ${mentorName(parties)}.`,
    subject: `Receipt: ${amount} for ${parties.packageName}`,
    heading: 'Payment received',
    paragraphs: [
      `We received your payment of ${amount} for ${parties.packageName} with ${mentorName(parties)}.`,
      `Paid on ${formatIstDateTime(receipt.paidAt)} · order ${receipt.providerOrderId} · payment ${receipt.paymentId}.`,
      `${waiting} and you are refunded in full automatically.`,
    ],
  });
}

export async function announceAccepted(
  ctx: NoticeContext,
  executor: Executor,
  booking: NoticeBooking,
  parties: BookingParties,
): Promise<void> {
  await tell(ctx, executor, studentOf(ctx, booking, parties), {
    notification: `${mentorName(parties)} accepted your ${parties.packageName}. Chat with them to fix a time.`,
    subject: `${mentorName(parties)} accepted your session`,
    heading: 'Your session is active',
    paragraphs: [
      `${mentorName(parties)} accepted your ${parties.packageName}.`,
      'Open the chat from your sessions to agree on a date and time; your mentor will share the video-call link there.',
    ],
  });
}

export async function announceCompleted(
  ctx: NoticeContext,
  executor: Executor,
  booking: NoticeBooking,
  parties: BookingParties,
): Promise<void> {
  await tell(ctx, executor, studentOf(ctx, booking, parties), {
    notification: `${mentorName(parties)} marked your ${parties.packageName} complete. Rate your session.`,
    subject: `How was your session with ${mentorName(parties)}?`,
    heading: 'Your session is complete',
    paragraphs: [
      `${mentorName(parties)} marked your ${parties.packageName} complete.`,
      'Rate it out of 5 and, if you like, write a short review: it helps other students choose.',
    ],
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
  const refund =
    booking.refundPaise > 0
      ? `Your payment of ${formatRupees(booking.refundPaise)} is being refunded in full to the original payment method; it usually arrives within 7–10 business days.`
      : undefined;
  const studentLine = {
    timeout: `${mentorName(parties)} did not accept your ${parties.packageName} within 24 hours, so it was cancelled.`,
    student: `You cancelled your request for ${parties.packageName} with ${mentorName(parties)}.`,
    admin: `Your request for ${parties.packageName} with ${mentorName(parties)} was cancelled by our team.`,
    unavailable: `${mentorName(parties)} stopped taking bookings before your payment for ${parties.packageName} was confirmed, so nothing was booked.`,
    declined: `${mentorName(parties)} declined your request for ${parties.packageName}.`,
  }[booking.reason];
  await tell(ctx, executor, studentOf(ctx, booking, parties), {
    notification: refund ? `${studentLine} A full refund has started.` : studentLine,
    subject: `Request cancelled: ${parties.packageName}`,
    heading: 'Your session request was cancelled',
    paragraphs: refund ? [studentLine, refund] : [studentLine],
  });
  if (booking.reason === 'unavailable') return;
  const mentorLine = {
    timeout: `The request from ${studentName(parties)} for ${parties.packageName} expired: it was not accepted within 24 hours.`,
    student: `${studentName(parties)} cancelled their request for ${parties.packageName}.`,
    admin: `The request from ${studentName(parties)} for ${parties.packageName} was cancelled by our team.`,
    declined: `You declined the request from ${studentName(parties)} for ${parties.packageName}.`,
  }[booking.reason];
  await tell(ctx, executor, mentorOf(ctx, booking, parties), {
    notification: mentorLine,
    subject: `Request cancelled: ${parties.packageName}`,
    heading: 'A session request was cancelled',
    paragraphs: [mentorLine],
  });
}

export async function announceRefunded(
  ctx: NoticeContext,
  executor: Executor,
  booking: NoticeBooking & { amountPaise: number; providerRefundId: string },
  parties: BookingParties,
): Promise<void> {
  const amount = formatRupees(booking.amountPaise);
  await tell(ctx, executor, studentOf(ctx, booking, parties), {
    notification: `Your refund of ${amount} for ${parties.packageName} was processed (reference ${booking.providerRefundId}).`,
    subject: `Refund processed: ${amount}`,
    heading: 'Your refund was processed',
    paragraphs: [
      `Your refund of ${amount} for ${parties.packageName} with ${mentorName(parties)} was processed (reference ${booking.providerRefundId}).`,
      'Banks usually show it within 7–10 business days.',
    ],
  });
}

/** The payment provider refused a refund for good: a person must sort it out, and the student is told so. */
export async function announceRefundNeedsHelp(
  ctx: NoticeContext,
  executor: Executor,
  booking: NoticeBooking & { amountPaise: number; reason: string },
  parties: BookingParties,
): Promise<void> {
  const amount = formatRupees(booking.amountPaise);
  await tell(ctx, executor, studentOf(ctx, booking, parties), {
    notification: `Your refund of ${amount} needs our team's help; we will contact you by e-mail.`,
    subject: `Your refund of ${amount} is being handled by our team`,
    heading: 'Our team is handling your refund',
    paragraphs: [
      `The payment provider could not refund ${amount} for ${parties.packageName} automatically.`,
      `Our team will complete it and write to you. You can also reply to ${ctx.brand.supportEmail}.`,
    ],
  });
  await ctx.outbox.enqueue(
    executor,
    composeMail(ctx.brand, {
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
  const deadline = formatIstDateTime(acceptDeadline(booking.purchasedAt));
  await tell(ctx, executor, mentorOf(ctx, booking, parties), {
    notification: `Reminder: ${studentName(parties)}'s request for ${parties.packageName} is cancelled at ${deadline} unless you accept it.`,
    subject: `Reminder: accept ${studentName(parties)}'s request by ${deadline}`,
    heading: 'A request is still waiting for you',
    paragraphs: [
      `${studentName(parties)} booked ${parties.packageName} and is waiting for you.`,
      `Please accept it before ${deadline} (India time). ${unansweredRequestFate(booking.isFree)}`,
    ],
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
  const mentor = mentorName(parties);
  const student = studentName(parties);
  const reason = booking.declineReason ? ` Their reason: “${booking.declineReason}”.` : '';
  const refund =
    booking.refundPaise > 0
      ? `Your payment of ${formatRupees(booking.refundPaise)} is being refunded in full to the original payment method; it usually arrives within 7–10 business days.`
      : undefined;
  const category = parties.mentorCategory;
  const others = category
    ? `Other ${category} mentors can take your session: see them under Find a Mentor, category ${category}.`
    : 'Other mentors can take your session: see them under Find a Mentor.';
  const studentLine = `${mentor} declined your request for ${parties.packageName}.${reason}`;
  await tell(
    ctx,
    executor,
    {
      ...studentOf(ctx, booking, parties),
      action: {
        label: 'Find another mentor',
        url: `${ctx.brand.publicUrl}${category ? paths.mentorsInCategory(category) : ROUTES.searchMentor}`,
      },
    },
    {
      notification: [studentLine, refund && 'A full refund has started.', others].filter(Boolean).join(' '),
      subject: `${mentor} declined your request`,
      heading: 'Your session request was declined',
      paragraphs: [studentLine, ...(refund ? [refund] : []), others],
    },
  );
  const mentorLine = `You declined the request from ${student} (${parties.studentUsername}) for ${parties.packageName}.`;
  const mentorRefund = booking.refundPaise > 0 ? ' The student is refunded in full.' : '';
  await tell(ctx, executor, mentorOf(ctx, booking, parties), {
    notification: `${mentorLine}${mentorRefund}`,
    subject: `Request declined: ${parties.packageName}`,
    heading: 'You declined a session request',
    paragraphs: [
      `${mentorLine}${mentorRefund}`,
      ...(booking.declineReason ? [`The reason you gave: “${booking.declineReason}”.`] : []),
    ],
  });
}
