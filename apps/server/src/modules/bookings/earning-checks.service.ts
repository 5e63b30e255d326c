import { paiseToRupees, type HeldEarningDecision, type ReportedSession } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../admin/index.ts';
import {
  cancelHeldEarning,
  findDueHolds,
  findHeldEarning,
  listReportedHolds,
  releaseHeldEarning,
  reportHeldEarning,
  type EarningHoldRow,
} from '../wallet/index.ts';
import { pushBookingChange } from './booking-events.ts';
import { findBooking, type BookingRow } from './bookings.repository.ts';
import { announceEarningCredited } from './mentor-notices.ts';
import { partiesOf } from './session-lifecycle.service.ts';

/**
 * A free session's held earning (product rules §7): the student confirms the session took place or reports
 * a problem; the minute sweep releases what nobody reported within 48 hours; admins settle the reported.
 */
type CheckContext = Pick<AppContext, 'db' | 'clock' | 'outbox' | 'brand' | 'realtime'>;

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

/** report-session-problem: the earning stays held and the session is listed for admins to decide. */
export async function reportSessionProblem(
  ctx: CheckContext,
  studentId: string,
  bookingId: string,
  reason: string,
): Promise<void> {
  const booking = await ctx.db.transaction(async (tx) => {
    const booking = await studentsBooking(tx, studentId, bookingId);
    const reported = await reportHeldEarning(tx, { bookingId, reason, now: ctx.clock.now() });
    if (!reported) throw settledAlready(await findHeldEarning(tx, bookingId));
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
  return rows.map((row) => ({
    _id: row.bookingId,
    packageName: row.packageName,
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
  }));
}

/**
 * resolve-held-earning: an admin releases a held earning to the mentor's wallet or cancels it (the mentor is
 * never credited). Either is recorded in the audit log; a hold settled meanwhile answers 409.
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
    if (decision === 'release') await announceRelease(ctx, tx, hold);
    await audit(
      ctx,
      tx,
      adminId,
      `held-earning.${decision}`,
      { type: 'booking', id: bookingId },
      {
        amountPaise: hold.amountPaise,
      },
    );
    return hold;
  });
  const booking = await findBooking(ctx.db, hold.bookingId);
  if (booking) pushBookingChange(ctx, booking);
}
