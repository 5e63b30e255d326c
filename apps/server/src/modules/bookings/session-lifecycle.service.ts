import { randomBytes } from 'node:crypto';
import {
  formatIstDateTime,
  MENTOR_ACCEPT_WINDOW_HOURS,
  MONTHLY_LOCK_MESSAGE,
  monthlyCompletableFrom,
  PROOF_REQUIRED_MESSAGE,
  ACCEPT_REMINDER_HOURS_BEFORE,
  type CancelReason,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { AppError } from '../../lib/app-error.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { processUploadedImage } from '../../lib/images.ts';
import { creditSessionEarning, holdSessionEarning } from '../wallet/index.ts';
import { announceAccepted, announceCancelled, announceCompleted, remindMentor } from './booking-notices.ts';
import { pushBookingChange } from './booking-events.ts';
import { bothJoined } from './join-links.service.ts';
import { announceEarningCredited } from './mentor-notices.ts';
import { rewardReferrer } from './referral-reward.ts';
import {
  acceptBooking,
  cancelBooking,
  claimReminder,
  completeBooking,
  findBooking,
  findBookingParties,
  findPendingBoughtBefore,
  ownedByStudent,
  purchasedAtOrBefore,
  type BookingRow,
} from './bookings.repository.ts';
import { startRefund } from './refunds.service.ts';

type LifecycleContext = Pick<
  AppContext,
  'db' | 'clock' | 'outbox' | 'brand' | 'jobs' | 'storage' | 'realtime'
>;

const HOUR_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 100;

/** Requests bought at or before this moment have run out of time to be accepted. */
export function expiredBefore(now: Date): Date {
  return new Date(now.getTime() - MENTOR_ACCEPT_WINDOW_HOURS * HOUR_MS);
}

/** Requests bought at or before this moment are due their reminder. */
function remindersDueBefore(now: Date): Date {
  return new Date(now.getTime() - (MENTOR_ACCEPT_WINDOW_HOURS - ACCEPT_REMINDER_HOURS_BEFORE) * HOUR_MS);
}

/**
 * Why a transition found nothing to change: not this person's (404, as if it did not exist), the session
 * moved on (409 SESSION_STATE_CHANGED), or it is still pending but past its deadline (409 CONFLICT).
 */
export async function explainRefusal(
  executor: Executor,
  id: string,
  isOwner: (booking: BookingRow) => boolean,
): Promise<AppError> {
  const booking = await findBooking(executor, id);
  if (!booking || !isOwner(booking)) return notFound('This session does not exist.');
  if (booking.status === 'pending') return conflict('This request is past its deadline.');
  const state = booking.status === 'complete' ? 'completed' : booking.status;
  return conflict(`This session is already ${state}.`, 'SESSION_STATE_CHANGED');
}

export async function partiesOf(executor: Executor, bookingId: string) {
  const parties = await findBookingParties(executor, bookingId);
  if (!parties) throw new Error(`booking ${bookingId} has no parties`);
  return parties;
}

/** accept-sessions-request: pending → active, once, and only within the 24-hour window. */
export async function acceptRequest(
  ctx: LifecycleContext,
  mentorId: string,
  bookingId: string,
): Promise<void> {
  let accepted: BookingRow | undefined;
  const refusal = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    accepted = await acceptBooking(tx, {
      id: bookingId,
      mentorId,
      now,
      boughtAfter: expiredBefore(now),
    });
    if (accepted) {
      await announceAccepted(ctx, tx, accepted, await partiesOf(tx, bookingId));
      return undefined;
    }
    return explainRefusal(tx, bookingId, (booking) => booking.mentorId === mentorId);
  });
  if (accepted) pushBookingChange(ctx, accepted);
  if (!refusal) return;
  if (refusal.code === 'CONFLICT') {
    // Still pending but past its deadline (its job has not run yet): cancel and refund it now.
    await cancelExpiredRequest(ctx, bookingId);
    throw conflict(
      'This request expired: it was not accepted within 24 hours and has been cancelled.',
      'SESSION_STATE_CHANGED',
    );
  }
  throw refusal;
}

/** A session whose agreed time is still ahead cannot be completed yet (product rules §7). */
function beforeAgreedTime(booking: BookingRow, now: Date): AppError | undefined {
  if (!booking.scheduledAt || now >= booking.scheduledAt) return undefined;
  return conflict(
    `This session is agreed for ${formatIstDateTime(booking.scheduledAt)} (India time): you can mark it complete once that time has passed.`,
    'SESSION_LOCKED',
  );
}

async function storeProof(
  ctx: Pick<AppContext, 'storage'>,
  bookingId: string,
  proof: Buffer,
): Promise<string> {
  const image = await processUploadedImage(proof, { maxSize: 1600 });
  return ctx.storage.putPrivate(
    `session-proofs/${bookingId}-${randomBytes(6).toString('hex')}.webp`,
    image.data,
  );
}

/**
 * change-status-completed: active → complete with a proof image (optional when both people joined through
 * the session's join address), once, and not before its agreed time.
 * Credits the mentor's earning (a free session's is held instead) and, for a referred student's first
 * completed paid session, the referral reward, in the same transaction, and tells each mentor credited.
 */
export async function completeSession(
  ctx: LifecycleContext,
  mentorId: string,
  bookingId: string,
  proof: Buffer | undefined,
): Promise<void> {
  const booking = await findBooking(ctx.db, bookingId);
  if (!booking || booking.mentorId !== mentorId) throw notFound('This session does not exist.');
  if (booking.status === 'pending') {
    throw conflict(
      'This request has not been accepted yet: accept it first, and mark it complete after the session.',
    );
  }
  if (booking.status !== 'active') throw await explainRefusal(ctx.db, bookingId, () => true);
  const { packageKind } = await partiesOf(ctx.db, bookingId);
  if (
    packageKind === 'monthly' &&
    booking.approvedAt &&
    ctx.clock.now() < monthlyCompletableFrom(booking.approvedAt)
  ) {
    throw conflict(MONTHLY_LOCK_MESSAGE, 'SESSION_LOCKED');
  }
  const early = beforeAgreedTime(booking, ctx.clock.now());
  if (early) throw early;
  // Asked for after the rules of time: no mentor picks an image only to be told to wait. A session both
  // people joined through its join address has its evidence already; a picture stays welcome.
  if (!proof && !bothJoined(booking)) {
    throw badRequest(PROOF_REQUIRED_MESSAGE, [{ path: 'imageOfProof', message: PROOF_REQUIRED_MESSAGE }]);
  }

  const key = proof ? await storeProof(ctx, bookingId, proof) : null;
  try {
    await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const completed = await completeBooking(tx, { id: bookingId, mentorId, now, proofImageKey: key });
      if (!completed) throw await explainCompletionRefusal(tx, bookingId, now);
      const parties = await partiesOf(tx, bookingId);
      if (completed.isFree) {
        // Held until the student confirms the session took place or 48 hours pass (earning-checks).
        await holdSessionEarning(tx, completed, now);
      } else if (await creditSessionEarning(tx, completed, now)) {
        await announceEarningCredited(ctx, tx, completed, parties);
      }
      await rewardReferrer(ctx, tx, completed, parties, now);
      await announceCompleted(ctx, tx, completed, parties);
    });
  } catch (error) {
    // The proof of a completion that did not happen must not linger.
    if (key) await ctx.storage.deletePrivate(key);
    throw error;
  }
  pushBookingChange(ctx, booking);
}

/** What a cancellation did: the booking it cancelled (to push once committed) and its refund to start. */
interface CancelOutcome {
  cancelled: boolean;
  refundId: string | undefined;
  booking?: BookingRow;
}

/** Why the completion's conditional update changed nothing: a time agreed in the chat meanwhile, or its state. */
async function explainCompletionRefusal(executor: Executor, bookingId: string, now: Date): Promise<AppError> {
  const booking = await findBooking(executor, bookingId);
  const early = booking?.status === 'active' ? beforeAgreedTime(booking, now) : undefined;
  return early ?? explainRefusal(executor, bookingId, () => true);
}

/**
 * Cancels a pending request with its refund and tells both sides; false when it was not pending any more.
 * `record` runs in the same transaction (an admin's audit entry), so it exists exactly when the cancellation does.
 */
async function cancelRequest(
  ctx: LifecycleContext,
  bookingId: string,
  reason: CancelReason,
  condition: Parameters<typeof cancelBooking>[1]['extra'],
  record?: (executor: Executor) => Promise<void>,
): Promise<CancelOutcome> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const cancelled = await cancelPendingWithin(ctx, tx, { bookingId, reason, condition });
    if (cancelled.cancelled) await record?.(tx);
    return cancelled;
  });
  if (outcome.booking) pushBookingChange(ctx, outcome.booking);
  return outcome;
}

/**
 * The cancellation itself, inside the caller's transaction: the pending request cancelled, its refund
 * recorded and both sides told. After committing, the caller pushes the change and starts the refund job.
 */
export async function cancelPendingWithin(
  ctx: Pick<AppContext, 'clock' | 'outbox' | 'brand' | 'jobs'>,
  tx: Executor,
  {
    bookingId,
    reason,
    condition,
  }: { bookingId: string; reason: CancelReason; condition?: Parameters<typeof cancelBooking>[1]['extra'] },
): Promise<CancelOutcome> {
  const now = ctx.clock.now();
  const cancelled = await cancelBooking(tx, { id: bookingId, reason, now, extra: condition });
  if (!cancelled) return { cancelled: false, refundId: undefined };
  const refundId = await startRefund(ctx, tx, cancelled, now);
  await announceCancelled(
    ctx,
    tx,
    { ...cancelled, reason, refundPaise: refundId ? cancelled.pricePaise : 0 },
    await partiesOf(tx, bookingId),
  );
  return { cancelled: true, refundId, booking: cancelled };
}

/** A student withdraws a request the mentor has not accepted yet; a paid one is refunded in full. */
export async function cancelByStudent(
  ctx: LifecycleContext,
  studentId: string,
  bookingId: string,
): Promise<void> {
  const { cancelled } = await cancelRequest(ctx, bookingId, 'student', ownedByStudent(studentId));
  if (cancelled) return;
  const booking = await findBooking(ctx.db, bookingId);
  // A second press of "Cancel request", or a request that expired or was cancelled meanwhile.
  if (booking?.studentId === studentId && booking.status === 'cancelled') {
    throw conflict('This request is already cancelled.', 'SESSION_STATE_CHANGED');
  }
  const refusal = await explainRefusal(ctx.db, bookingId, (booking) => booking.studentId === studentId);
  if (refusal.code === 'SESSION_STATE_CHANGED') {
    throw conflict(
      'This session can no longer be cancelled here: the mentor has already accepted it (or it has ended). Please write to support.',
      'SESSION_STATE_CHANGED',
    );
  }
  throw refusal;
}

/**
 * remove-pending-session: an admin cancels a request the mentor has not accepted; a paid one is refunded in
 * full through the same refund path, and both sides are told. `record` writes the audit entry with it.
 */
export async function cancelByAdmin(
  ctx: LifecycleContext,
  bookingId: string,
  record: (executor: Executor) => Promise<void>,
): Promise<void> {
  const { cancelled } = await cancelRequest(ctx, bookingId, 'admin', undefined, record);
  if (!cancelled) throw await explainRefusal(ctx.db, bookingId, () => true);
}

/** The 24-hour rule for one request (its deadline job); a request accepted or cancelled meanwhile is left alone. */
export async function cancelExpiredRequest(ctx: LifecycleContext, bookingId: string): Promise<boolean> {
  const condition = purchasedAtOrBefore(expiredBefore(ctx.clock.now()));
  return (await cancelRequest(ctx, bookingId, 'timeout', condition)).cancelled;
}

/** Reminds the mentor of one request still waiting some hours before its deadline, once. */
export async function remindIfWaiting(ctx: LifecycleContext, bookingId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const booking = await findBooking(tx, bookingId);
    if (!booking || booking.purchasedAt > remindersDueBefore(now)) return false;
    if (!(await claimReminder(tx, bookingId, now))) return false;
    await remindMentor(ctx, tx, booking, await partiesOf(tx, bookingId));
    return true;
  });
}

/**
 * The safety net run every minute on one instance: every request past its deadline is cancelled, every
 * request near it reminded, whether or not its own timed job ran (a crash, a lost request).
 */
export async function sweepDeadlines(
  ctx: LifecycleContext,
): Promise<{ cancelled: number; reminded: number }> {
  const now = ctx.clock.now();
  let cancelled = 0;
  for (const id of await findPendingBoughtBefore(ctx.db, expiredBefore(now), { limit: SWEEP_BATCH })) {
    if (await cancelExpiredRequest(ctx, id)) cancelled += 1;
  }
  let reminded = 0;
  const due = await findPendingBoughtBefore(ctx.db, remindersDueBefore(now), {
    limit: SWEEP_BATCH,
    unremindedOnly: true,
  });
  for (const id of due) {
    if (await remindIfWaiting(ctx, id)) reminded += 1;
  }
  return { cancelled, reminded };
}
