import type { AppContext } from '../../context.ts';

interface ChangedBooking {
  id: string;
  studentId: string;
  mentorId: string;
}

/**
 * Tells every open screen of both people of a booking that it changed (`bookingChanged`), so their lists,
 * money, figures and bells follow without a reload. Call it after the change is committed: a rolled-back
 * change must not make screens read again, and a screen reading at once must find the new state.
 */
export function pushBookingChange(ctx: Pick<AppContext, 'realtime'>, booking: ChangedBooking): void {
  ctx.realtime.toUsers([booking.studentId, booking.mentorId], undefined, 'bookingChanged', {
    bookingId: booking.id,
  });
}
