// What other modules and the jobs may use of the bookings module.
export { acceptSpeeds } from './accept-speed.service.ts';
export { pushBookingChange } from './booking-events.ts';
export { copyToGuardian } from './booking-notices.ts';
export { processDueRefunds } from './refunds.service.ts';
export { readReportedSession, releaseDueEarnings } from './earning-checks.service.ts';
export {
  cancelByAdmin,
  cancelExpiredRequest,
  remindIfWaiting,
  sweepDeadlines,
} from './session-lifecycle.service.ts';
export {
  findBookingParties as bookingParties,
  mentorFullName,
  studentFullName,
  type BookingParties,
} from './bookings.repository.ts';
export { readJoinTimes } from './join-links.service.ts';
