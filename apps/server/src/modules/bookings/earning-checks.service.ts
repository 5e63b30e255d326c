import {
  paiseToRupees,
  reportWindowEnd,
  type HeldEarningDecision,
  type ReportedSession,
  type SessionProblemKind,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../admin/index.ts';
import {
  cancelHeldEarning,
  findDueHolds,
  findHeldEarning,
  findReportedHold,
  holdDisputedEarning,
  listReportedHolds,
  releaseHeldEarning,
  reportHeldEarning,
  type EarningHoldRow,
} from '../wallet/index.ts';
import { pushBookingChange } from './booking-events.ts';
import { findBooking, findBookingParties, type BookingRow } from './bookings.repository.ts';
import { announceDisputeDecided, announceProblemReported } from './dispute-notices.ts';
import { startRefund } from './refunds.service.ts';
import { announceEarningCredited } from './mentor-notices.ts';
import { partiesOf } from './session-lifecycle.service.ts';

/**
 * A completed session's check (product rules §7 and the disputes): a free session's earning is held until
 * the student confirms it took place, reports a problem, or 48 hours pass; a paid session's student may
 * report a problem within the same 48 hours, which holds its credited earning back. Admins settle every
 * reported session: release to the mentor, or cancel (a paid session's student is refunded in full).
 */
type CheckContext = Pick<AppContext, 'db' | 'clock' | 'outbox' | 'brand' | 'realtime' | 'jobs'>;

const SWEEP_BATCH = 100;
const MAX_REPORTED_LISTED = 200;

/** A released hold credited the mentor's wallet: they hear of it as of any other credit. */
async function announceRelease(ctx: CheckContext, tx: Executor, hold: EarningHoldRow): Promise<void> {
  await announceEarningCredited(
    ctx,
    tx,
    { mentorId: hold.mentorId, mentorEarningPaise: hold.amountPaise },
    await partiesOf(tx, hold.bookingId),
  );
}

/** The student's own completed booking, or a 404 as if it did not exist. */
async function studentsBooking(tx: Executor, studentId: string, bookingId: string): Promise<BookingRow> {
  const booking = await findBooking(tx, bookingId);
  if (!booking || booking.studentId !== studentId) throw notFound('This session does not exist.');
  return booking;
}

/** Why a student's answer changed nothing: there was no question, or it was settled meanwhile. */
function settledAlready(hold: EarningHoldRow | undefined) {
  if (!hold) return conflict('There is nothing to confirm for this session.', 'SESSION_STATE_CHANGED');
  if (hold.status === 'reported') {
    return conflict(
      'You reported a problem with this session: our team is looking into it.',
      'SESSION_STATE_CHANGED',
    );
  }
  return conflict('This session’s check is already settled.', 'SESSION_STATE_CHANGED');
}

/**
 * confirm-session: the student says the free session took place; its earning goes to the mentor's wallet.
 * Pressing Yes twice is fine: a hold the student already released answers as done.
 */
export async function confirmSessionTookPlace(
  ctx: CheckContext,
  studentId: string,
  bookingId: string,
): Promise<void> {
  const booking = await ctx.db.transaction(async (tx) => {
    const booking = await studentsBooking(tx, studentId, bookingId);
    const now = ctx.clock.now();
    const released = await releaseHeldEarning(tx, { bookingId, from: ['held'], by: 'student', now });
    if (released) {
      await announceRelease(ctx, tx, released);
      return booking;
    }
    const hold = await findHeldEarning(tx, bookingId);
    if (hold?.status === 'released' && hold.resolvedBy === 'student') return undefined;
    throw settledAlready(hold);
  });
  if (booking) pushBookingChange(ctx, booking);
}

export interface ProblemReportInput {
  kind: SessionProblemKind;
  reason: string;
}

/** A paid session's report holds its credited earning back, within 48 hours of completion. */
async function holdPaidSession(tx: Executor, booking: BookingRow, report: ProblemReportInput, now: Date) {
  if (booking.status !== 'complete' || !booking.completedAt) {
    throw conflict('Only a completed session can be reported.', 'SESSION_STATE_CHANGED');
  }
  const releaseAt = reportWindowEnd(booking.completedAt);
  if (releaseAt <= now) {
    throw conflict('The 48 hours to report a problem with this session have passed.', 'REPORT_WINDOW_CLOSED');
  }
  return holdDisputedEarning(tx, {
    bookingId: booking.id,
    mentorId: booking.mentorId,
    amountPaise: booking.mentorEarningPaise,
    releaseAt,
    ...report,
    now,
  });
}

/**
 * report-session-problem: the earning stays (or is put) on hold and the session is listed for admins to
 * decide; both sides are told. A second report answers 409.
 */
export async function reportSessionProblem(
  ctx: CheckContext,
  studentId: string,
  bookingId: string,
  report: ProblemReportInput,
): Promise<void> {
  const booking = await ctx.db.transaction(async (tx) => {
    const booking = await studentsBooking(tx, studentId, bookingId);
    const now = ctx.clock.now();
    const existing = await findHeldEarning(tx, bookingId);
    const reported =
      booking.isFree || existing
        ? await reportHeldEarning(tx, { bookingId, ...report, now })
        : await holdPaidSession(tx, booking, report, now);
    if (!reported) throw settledAlready(await findHeldEarning(tx, bookingId));
    const parties = await findBookingParties(tx, bookingId);
    if (parties) {
      await announceProblemReported(ctx, tx, booking, parties, {
        kind: report.kind,
        heldPaise: reported.amountPaise,
      });
    }
    return booking;
  });
  pushBookingChange(ctx, booking);
}

/** The sweep's part: every held earning past its 48 hours and not reported is released, once. */
export async function releaseDueEarnings(ctx: CheckContext): Promise<number> {
  const now = ctx.clock.now();
  let released = 0;
  for (const bookingId of await findDueHolds(ctx.db, now, SWEEP_BATCH)) {
    const hold = await ctx.db.transaction(async (tx) => {
      const hold = await releaseHeldEarning(tx, {
        bookingId,
        from: ['held'],
        by: 'timeout',
        now,
        dueBy: now,
      });
      if (hold) await announceRelease(ctx, tx, hold);
      return hold;
    });
    if (hold) released += 1;
  }
  return released;
}

/** reported-sessions: what students reported, oldest first, for admins to release or cancel. */
export async function listReportedSessions(ctx: Pick<AppContext, 'db'>): Promise<ReportedSession[]> {
  const rows = await listReportedHolds(ctx.db, MAX_REPORTED_LISTED);
  return rows.map(toReportedSession);
}

type ReportedHoldRow = Awaited<ReturnType<typeof listReportedHolds>>[number];

function toReportedSession(row: ReportedHoldRow): ReportedSession {
  return {
    _id: row.bookingId,
    packageName: row.packageName,
    paid: row.credited,
    price: paiseToRupees(row.credited ? row.pricePaise : 0),
    problemKind: row.problemKind ?? 'other',
    mentor: { mentorId: row.mentorDisplayId, firstName: row.mentorFirstName, lastName: row.mentorLastName },
    student: {
      username: row.studentUsername,
      firstName: row.studentFirstName,
      lastName: row.studentLastName,
    },
    completedAt: row.completedAt?.toISOString() ?? null,
    amount: paiseToRupees(row.amountPaise),
    reason: row.problemReason ?? '',
    reportedAt: (row.reportedAt ?? row.completedAt ?? new Date(0)).toISOString(),
    imageOfProof: `/api/v1/bookings/${row.bookingId}/proof`,
  };
}

/**
 * One reported session as the list shows it, whatever became of it since, with the booking's pair and
 * agreed time; undefined if it was never reported.
 */
export async function readReportedSession(ctx: Pick<AppContext, 'db'>, bookingId: string) {
  const row = await findReportedHold(ctx.db, bookingId);
  const booking = row ? await findBooking(ctx.db, bookingId) : undefined;
  if (!row || !booking) return undefined;
  const { id, studentId, mentorId, scheduledAt } = booking;
  return { session: toReportedSession(row), booking: { id, studentId, mentorId, scheduledAt } };
}

/**
 * resolve-held-earning: an admin releases a held earning to the mentor's wallet or cancels it (the mentor is
 * never credited; a paid session's earning stays reversed and its student is refunded in full through the
 * refund job). Either is recorded in the audit log and told to both sides; a hold settled meanwhile
 * answers 409.
 */
export async function resolveHeldEarning(
  ctx: CheckContext,
  adminId: string,
  bookingId: string,
  decision: HeldEarningDecision,
): Promise<void> {
  const hold = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const hold =
      decision === 'release'
        ? await releaseHeldEarning(tx, { bookingId, from: ['held', 'reported'], by: 'admin', now })
        : await cancelHeldEarning(tx, bookingId, now);
    if (!hold) {
      const current = await findHeldEarning(tx, bookingId);
      if (!current) throw notFound('This session has no held earning.');
      throw conflict(`This earning was already ${current.status}.`, 'SESSION_STATE_CHANGED');
    }
    const booking = await findBooking(tx, bookingId);
    if (!booking) throw notFound('This session does not exist.');
    const refundId =
      decision === 'cancel' && hold.credited ? await startRefund(ctx, tx, booking, now) : undefined;
    if (decision === 'release' && !hold.credited) await announceRelease(ctx, tx, hold);
    const parties = hold.reportedAt ? await findBookingParties(tx, bookingId) : undefined;
    if (parties) await announceDisputeDecided(ctx, tx, booking, parties, decision, hold.amountPaise);
    await audit(
      ctx,
      tx,
      adminId,
      `held-earning.${decision}`,
      { type: 'booking', id: bookingId },
      {
        amountPaise: hold.amountPaise,
        ...(refundId ? { refundPaise: booking.pricePaise } : {}),
      },
    );
    return hold;
  });
  const booking = await findBooking(ctx.db, hold.bookingId);
  if (booking) pushBookingChange(ctx, booking);
}
