import type { GiveFeedbackRequest } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/display-ids.ts';
import { findLatestCompletedBooking } from './bookings.repository.ts';
import { hasFeedback, insertFeedback } from './feedback.repository.ts';
import { pushBookingChange } from './booking-events.ts';

export function isFeedbackGiven(
  ctx: Pick<AppContext, 'db'>,
  studentId: string,
  mentorId: string,
): Promise<boolean> {
  return hasFeedback(ctx.db, mentorId, studentId);
}

/**
 * give-feedback: only a student with a completed session with the mentor may rate them, once
 * (product rules §9); the optional written review shows on the mentor's profile.
 */
export async function giveFeedback(
  ctx: Pick<AppContext, 'db' | 'clock' | 'realtime'>,
  studentId: string,
  request: GiveFeedbackRequest,
): Promise<void> {
  const completed = await findLatestCompletedBooking(ctx.db, studentId, request.mentorId);
  if (!completed) {
    throw forbidden('You can rate a mentor after a completed session with them.', 'NO_COMPLETED_SESSION');
  }
  try {
    await insertFeedback(ctx.db, {
      mentorId: request.mentorId,
      studentId,
      bookingId: completed.id,
      rating: request.rating,
      review: request.review ? request.review : null,
      now: ctx.clock.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error, 'feedback_mentor_student_unique')) {
      throw conflict('You have already rated this mentor. Thank you!', 'FEEDBACK_ALREADY_GIVEN');
    }
    throw error;
  }
  pushBookingChange(ctx, { id: completed.id, studentId, mentorId: request.mentorId });
}
