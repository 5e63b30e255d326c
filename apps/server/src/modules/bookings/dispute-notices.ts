import type { HeldEarningDecision, SessionProblemKind } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { mentorOf, studentOf, tell } from './booking-notices.ts';
import { mentorFullName, studentFullName, type BookingParties } from './bookings.repository.ts';

/**
 * What both sides hear of a reported session (a dispute): when the student reports it, and when our team
 * decides. Written in the transaction of the step itself, in each recipient's language.
 */
type NoticeContext = Pick<AppContext, 'outbox' | 'brand'>;

interface DisputedBooking {
  id: string;
  studentId: string;
  mentorId: string;
  purchasedAt: Date;
  pricePaise: number;
  isFree: boolean;
}

interface Dispute {
  kind: SessionProblemKind;
  /** The mentor's earning held by the report. */
  heldPaise: number;
}

const namesOf = (parties: BookingParties) => ({
  student: studentFullName(parties),
  mentor: mentorFullName(parties),
  package: parties.packageName,
});

export async function announceProblemReported(
  ctx: NoticeContext,
  executor: Executor,
  booking: DisputedBooking,
  parties: BookingParties,
  dispute: Dispute,
): Promise<void> {
  const names = namesOf(parties);
  await tell(ctx, executor, mentorOf(booking, parties), (w) => {
    const reported = w.t('disputes.reported.mentor.line', {
      ...names,
      kind: w.t(`disputes.kinds.${dispute.kind}`),
    });
    const held = w.t('disputes.reported.mentor.held', { amount: w.rupees(dispute.heldPaise) });
    return {
      notification: `${reported} ${held}`,
      subject: w.t('disputes.reported.mentor.subject', names),
      heading: w.t('disputes.reported.mentor.heading'),
      paragraphs: [reported, held, w.t('disputes.reported.mentor.evidence')],
    };
  });
  await tell(ctx, executor, studentOf(booking, parties), (w) => {
    const received = w.t('disputes.reported.student.line', names);
    const paragraphs = [received];
    if (!booking.isFree)
      paragraphs.push(w.t('disputes.reported.student.refund', { amount: w.rupees(booking.pricePaise) }));
    return {
      notification: received,
      subject: w.t('disputes.reported.student.subject'),
      heading: w.t('disputes.reported.student.heading'),
      paragraphs,
    };
  });
}

export async function announceDisputeDecided(
  ctx: NoticeContext,
  executor: Executor,
  booking: DisputedBooking,
  parties: BookingParties,
  decision: HeldEarningDecision,
  heldPaise: number,
): Promise<void> {
  const names = namesOf(parties);
  await tell(ctx, executor, mentorOf(booking, parties), (w) => {
    const line = w.t(`disputes.decided.${decision}.mentor`, { ...names, amount: w.rupees(heldPaise) });
    return {
      notification: line,
      subject: w.t('disputes.decided.subject', names),
      heading: w.t('disputes.decided.heading'),
      paragraphs: [line],
    };
  });
  await tell(ctx, executor, studentOf(booking, parties), (w) => {
    const line = w.t(`disputes.decided.${decision}.student`, names);
    const refunds = decision === 'cancel' && !booking.isFree && booking.pricePaise > 0;
    const paragraphs = refunds
      ? [line, w.t('disputes.decided.refund', { amount: w.rupees(booking.pricePaise) })]
      : [line];
    return {
      notification: paragraphs.join(' '),
      subject: w.t('disputes.decided.subject', names),
      heading: w.t('disputes.decided.heading'),
      paragraphs,
    };
  });
}
