import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findBooking } from './bookings.repository.ts';

/**
 * The storage key of a session's proof image. Proofs are private (product rules §14): the session's
 * mentor and student and the admins may see one; to anyone else it does not exist.
 */
export async function findProofKey(db: Db, bookingId: string, viewer: AuthUser): Promise<string> {
  const booking = await findBooking(db, bookingId);
  const allowed =
    booking &&
    (viewer.role === 'admin' ||
      (viewer.role === 'mentor' && booking.mentorId === viewer.id) ||
      (viewer.role === 'student' && booking.studentId === viewer.id));
  if (!allowed || !booking.proofImageKey) throw notFound('This proof image does not exist.');
  return booking.proofImageKey;
}
