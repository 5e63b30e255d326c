import { FREE_EARNING_HOLD_HOURS } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import {
  findDueHolds,
  findHold,
  findReportedHold,
  insertHold,
  insertReportedHold,
  listReportedHolds,
  markReported,
  resolveHold,
  sumOpenHolds,
  type EarningHoldRow,
  type EarningHoldStatus,
  type ProblemReport,
} from './earning-holds.repository.ts';
import { insertCredit } from './wallet.repository.ts';
import { creditSessionEarning } from './wallet.service.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A free session's earning is not credited at completion: a mentor could otherwise farm it with throwaway
 * students and any picture as proof. It is held until the student confirms the session took place, or
 * FREE_EARNING_HOLD_HOURS pass without a reported problem. Returns whether a hold was recorded.
 */
export function holdSessionEarning(
  executor: Executor,
  booking: { id: string; mentorId: string; mentorEarningPaise: number },
  now: Date,
): Promise<boolean> {
  if (booking.mentorEarningPaise <= 0) return Promise.resolve(false);
  return insertHold(executor, {
    bookingId: booking.id,
    mentorId: booking.mentorId,
    amountPaise: booking.mentorEarningPaise,
    releaseAt: new Date(now.getTime() + FREE_EARNING_HOLD_HOURS * HOUR_MS),
    now,
  });
}

/**
 * Releases a hold into the ledger, in the caller's transaction. The hold's conditional update lets one
 * release win, and the ledger's key (the booking's earning) makes a second credit impossible anyway.
 * Returns the released hold, or undefined when it was not in one of `from` (already settled, or reported).
 */
export async function releaseHeldEarning(
  executor: Executor,
  release: {
    bookingId: string;
    from: readonly EarningHoldStatus[];
    by: 'student' | 'timeout' | 'admin';
    now: Date;
    dueBy?: Date;
  },
): Promise<EarningHoldRow | undefined> {
  const hold = await resolveHold(executor, { ...release, to: 'released' });
  if (!hold) return undefined;
  if (hold.credited) {
    // A paid session's dispute: the earning was credited at completion and held back by its report.
    if (hold.amountPaise > 0) {
      await insertCredit(executor, {
        mentorId: hold.mentorId,
        kind: 'dispute_release',
        amountPaise: hold.amountPaise,
        sourceKey: `booking:${hold.bookingId}:dispute-release`,
        bookingId: hold.bookingId,
        now: release.now,
      });
    }
    return hold;
  }
  await creditSessionEarning(
    executor,
    { id: hold.bookingId, mentorId: hold.mentorId, mentorEarningPaise: hold.amountPaise },
    release.now,
  );
  return hold;
}

/**
 * A student reports a problem with a paid session within the report window: its earning, credited at
 * completion, is taken back in the ledger (a dispute_hold entry) until an admin decides. Returns the new
 * hold, or undefined when the session was reported already.
 */
export async function holdDisputedEarning(
  executor: Executor,
  report: ProblemReport & { mentorId: string; amountPaise: number; releaseAt: Date },
): Promise<EarningHoldRow | undefined> {
  const hold = await insertReportedHold(executor, report);
  if (!hold || hold.amountPaise === 0) return hold;
  await insertCredit(executor, {
    mentorId: hold.mentorId,
    kind: 'dispute_hold',
    amountPaise: -hold.amountPaise,
    sourceKey: `booking:${hold.bookingId}:dispute-hold`,
    bookingId: hold.bookingId,
    now: report.now,
  });
  return hold;
}

/**
 * An admin decided a reported session did not earn its pay: the hold ends without a credit (a paid
 * session's dispute_hold entry stays, reversing its earning for good).
 */
export function cancelHeldEarning(
  executor: Executor,
  bookingId: string,
  now: Date,
): Promise<EarningHoldRow | undefined> {
  return resolveHold(executor, { bookingId, from: ['held', 'reported'], to: 'cancelled', by: 'admin', now });
}

export {
  findDueHolds,
  findHold as findHeldEarning,
  findReportedHold,
  listReportedHolds,
  markReported as reportHeldEarning,
  sumOpenHolds,
  type EarningHoldRow,
};
