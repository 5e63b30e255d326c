import type { AppError } from '../../lib/app-error.ts';
import { conflict } from '../../lib/app-error.ts';
import type { AppContext } from '../../context.ts';
import { pushBookingChange } from './booking-events.ts';
import { announceDeclined } from './booking-notices.ts';
import { declineBooking, type BookingRow } from './bookings.repository.ts';
import { startRefund } from './refunds.service.ts';
import {
  cancelExpiredRequest,
  expiredBefore,
  explainRefusal,
  partiesOf,
} from './session-lifecycle.service.ts';

type Outcome = { declined: BookingRow; refundId: string | undefined } | { refused: AppError };

type DeclineContext = Pick<AppContext, 'db' | 'clock' | 'outbox' | 'brand' | 'jobs' | 'storage' | 'realtime'>;

/**
 * decline-sessions-request: the mentor turns down a pending request within its 24 hours (product rules §7).
 * It is cancelled at once in one conditional update (an accept racing it: one wins, the other gets 409), a
 * paid one's full refund is recorded with it and started after the commit, and both sides are told.
 */
export async function declineRequest(
  ctx: DeclineContext,
  mentorId: string,
  { requestId, reason }: { requestId: string; reason: string | undefined },
): Promise<void> {
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const now = ctx.clock.now();
    const declined = await declineBooking(tx, {
      id: requestId,
      mentorId,
      now,
      boughtAfter: expiredBefore(now),
      reason: reason || null,
    });
    if (!declined) {
      return { refused: await explainRefusal(tx, requestId, (booking) => booking.mentorId === mentorId) };
    }
    const refundId = await startRefund(ctx, tx, declined, now);
    await announceDeclined(
      ctx,
      tx,
      { ...declined, refundPaise: refundId ? declined.pricePaise : 0 },
      await partiesOf(tx, requestId),
    );
    return { declined, refundId };
  });

  if ('refused' in outcome) {
    if (outcome.refused.code !== 'CONFLICT') throw outcome.refused;
    // Still pending but past its deadline (its job has not run yet): it ran out rather than being declined.
    await cancelExpiredRequest(ctx, requestId);
    throw conflict(
      'This request expired: it was not accepted within 24 hours and has been cancelled.',
      'SESSION_STATE_CHANGED',
    );
  }
  pushBookingChange(ctx, outcome.declined);
}
