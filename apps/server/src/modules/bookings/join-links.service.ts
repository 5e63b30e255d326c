import {
  callProviderOf,
  joinWindow,
  type CallLink,
  type JoinResult,
  type JoinTimes,
  type PackageKind,
  type SessionCall,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { pushBookingChange } from './booking-events.ts';
import { announceCallLink } from './booking-notices.ts';
import {
  findBookingWithKind,
  findJoinTimes,
  recordFirstJoin,
  setCallUrl,
  type BookingRow,
} from './bookings.repository.ts';
import { explainRefusal, partiesOf } from './session-lifecycle.service.ts';

type JoinLinkContext = Pick<AppContext, 'db' | 'clock' | 'outbox' | 'brand' | 'realtime'>;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

interface CallFields {
  callUrl: string | null;
  scheduledAt: Date | null;
  studentJoinedAt: Date | null;
  mentorJoinedAt: Date | null;
  packageKind: PackageKind;
}

function joinTimesOf(row: Pick<CallFields, 'studentJoinedAt' | 'mentorJoinedAt'>): JoinTimes {
  return { studentJoinedAt: iso(row.studentJoinedAt), mentorJoinedAt: iso(row.mentorJoinedAt) };
}

/** What the session lists show of a session's call: its service, its join window and who joined when. */
export function sessionCallOf(row: CallFields): SessionCall {
  const window = row.scheduledAt ? joinWindow(row.scheduledAt, row.packageKind) : undefined;
  return {
    provider: row.callUrl ? callProviderOf(row.callUrl) : null,
    opensAt: iso(window?.opensAt),
    closesAt: iso(window?.closesAt),
    joins: joinTimesOf(row),
  };
}

/** Both people joined through the join address: evidence enough that the session took place. */
export function bothJoined(row: Pick<CallFields, 'studentJoinedAt' | 'mentorJoinedAt'>): boolean {
  return row.studentJoinedAt !== null && row.mentorJoinedAt !== null;
}

/**
 * The mentor sets or changes the call address of an accepted session that is not over. Both people are
 * told (notification, e-mail, live update) when the address is new or different; the same address sent
 * again changes nothing and tells nobody.
 */
export async function setCallLink(
  ctx: JoinLinkContext,
  mentorId: string,
  bookingId: string,
  callUrl: string,
): Promise<CallLink> {
  const changed = await ctx.db.transaction(async (tx): Promise<BookingRow | undefined> => {
    const booking = await findBookingWithKind(tx, bookingId);
    if (!booking || booking.mentorId !== mentorId) throw notFound('This session does not exist.');
    if (booking.status === 'pending') {
      throw conflict('Accept this request first; then you can add its call link.', 'SESSION_STATE_CHANGED');
    }
    if (booking.status !== 'active') throw await explainRefusal(tx, bookingId, () => true);
    const now = ctx.clock.now();
    if (booking.scheduledAt && now >= joinWindow(booking.scheduledAt, booking.packageKind).closesAt) {
      throw conflict('This session is over: its call link can no longer change.', 'SESSION_STATE_CHANGED');
    }
    const updated = await setCallUrl(tx, { id: bookingId, mentorId, callUrl, now });
    if (!updated) return undefined;
    await announceCallLink(ctx, tx, updated, await partiesOf(tx, bookingId), {
      provider: callProviderOf(callUrl),
      changed: booking.callUrl !== null,
    });
    return updated;
  });
  if (changed) pushBookingChange(ctx, changed);
  return { callUrl, provider: callProviderOf(callUrl) };
}

/** Which side of the booking the caller is; undefined for anyone else (an admin included). */
function sideOf(user: AuthUser, booking: BookingRow): 'student' | 'mentor' | undefined {
  if (user.role === 'student' && booking.studentId === user.id) return 'student';
  if (user.role === 'mentor' && booking.mentorId === user.id) return 'mentor';
  return undefined;
}

/**
 * The join address's rule, for the web page and any API client alike: inside the window (10 minutes
 * before the agreed time until 2 hours after the planned end) the caller's first join is recorded and the
 * call's address returned; otherwise the answer says why not.
 */
export async function joinSession(
  ctx: JoinLinkContext,
  user: AuthUser,
  bookingId: string,
): Promise<JoinResult> {
  const booking = await findBookingWithKind(ctx.db, bookingId);
  const side = booking && sideOf(user, booking);
  if (!booking || !side) throw notFound('This session does not exist.');
  if (booking.status === 'complete' || booking.status === 'cancelled') return { state: 'over' };
  if (booking.status !== 'active' || !booking.scheduledAt) return { state: 'no_time' };
  const now = ctx.clock.now();
  const { opensAt, closesAt } = joinWindow(booking.scheduledAt, booking.packageKind);
  if (now >= closesAt) return { state: 'over' };
  if (!booking.callUrl) return { state: 'no_link' };
  if (now < opensAt) return { state: 'not_yet', opensAt: opensAt.toISOString() };
  const { recorded, joins } = await recordFirstJoin(ctx.db, { id: bookingId, side, now });
  // The other side's screens show who joined; a repeat join changes nothing there.
  if (recorded) pushBookingChange(ctx, booking);
  const joinedAt = side === 'student' ? joins?.studentJoinedAt : joins?.mentorJoinedAt;
  return {
    state: 'open',
    callUrl: booking.callUrl,
    provider: callProviderOf(booking.callUrl),
    joinedAt: (joinedAt ?? now).toISOString(),
  };
}

/** When each side joined a session's call, for views beyond the bookings module (a dispute's evidence). */
export async function readJoinTimes(db: Db, bookingId: string): Promise<JoinTimes | undefined> {
  const row = await findJoinTimes(db, bookingId);
  return row && joinTimesOf(row);
}
